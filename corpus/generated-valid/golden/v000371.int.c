# 1 "v000371.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 9 "v000371.cu"
__attribute__((unused)) static unsigned char grow3(int n4) {int volatile ___ = 1;(void)n4;
# 14
::exit(___);}
#if 0
# 9
{ 
# 10
if (3L != n4) { 
# 11
return 59; }  
# 12
float idx5 = n4; 
# 13
return (float)idx5; 
# 14
} 
#endif

#pragma GCC diagnostic pop

# 16 "v000371.cu"
__attribute__((visibility("hidden"))) void step6(int stride7, char *__restrict__ data8, const unsigned long *__restrict__ input9) ;
#if 0
# 16
{ 
# 17
switch (stride7) { 
# 18
case 11:  
# 19
grow3((unsigned)grow3(stride7)); 
# 20
grow3((36UL + (input9[7])) % stride7); 
# 21
break; 
# 22
}  
# 23
constexpr unsigned short f10 = (23); 
# 24
(*data8) ^= (grow3(__alignof__(char) - (*data8))); 
# 25
} 
#endif
# 27 "v000371.cu"
constexpr int merge11(int lane12) { 
# 28
lane12 = (lane12 * lane12); 
# 29
return +(lane12 % lane12); 
# 30
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33
template< class T, class U> static void 
# 34
__wrapper__device_stub_mix13(T &b14, U *&buf15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 34
{ 
# 35
T q16 = merge11(b14); 
# 36
merge11(q16); 
# 37
q16++; 
# 38
float flag17 = (((buf15[7]) - (*buf15)) - ((float)(buf15[3]))) / (6LL + q16); 
# 39
int prod18 = q16; 
# 40
if (!((*buf15) <= b14)) { 
# 41
goto out19; 
# 42
}  
# 43
(--(*buf15)), (flag17 = q16); 
# 44
out19:; ; 
# 45
} 
#endif

#pragma GCC diagnostic pop

# 33 "v000371.cu"
template< class T, class U> static void 
# 34
mix13(T b14, U *buf15) {__wrapper__device_stub_mix13<T,U>(b14,buf15);
# 45
return;}
#if 0
# 34
{ 
# 35
T q16 = merge11(b14); 
# 36
merge11(q16); 
# 37
q16++; 
# 38
float flag17 = (((buf15[7]) - (*buf15)) - ((float)(buf15[3]))) / (6LL + q16); 
# 39
int prod18 = q16; 
# 40
if (!((*buf15) <= b14)) { 
# 41
goto out19; 
# 42
}  
# 43
(--(*buf15)), (flag17 = q16); 
# 44
out19:; ; 
# 45
} 
#endif
# 47 "v000371.cu"
__attribute((noinline)) __attribute__((unused)) void score20(float alpha21) {int volatile ___ = 1;(void)alpha21;
# 53
::exit(___);}
#if 0
# 47
{ 
# 48
grow3(62); 
# 49
alpha21--; 
# 50
alpha21 *= (static_cast< double>((1.875) + (merge11(alpha21)))); 
# 51
alpha21 *= (grow3(merge11(alpha21))); 
# 52
++alpha21; 
# 53
} 
#endif
# 55 "v000371.cu"
__attribute__((visibility("hidden"))) void smooth22_kernel(const int *in23, long *out24, const char *input25) ;
#if 0
# 55
{ 
# 56
constexpr float idx26 = (23.625F); 
# 57
long m27 = *input25; 
# 58
} 
#endif
# 60 "v000371.cu"
inline void host_spread28(float alpha29) { 
# 61
if (alpha29 >= alpha29) { 
# 62
return; }  
# 63
merge11(alpha29); 
# 64
dim3 s30 = ((dim3)(1 << 3)); 
# 65
constexpr int lo31 = (6 * (4 * 2)); 
# 66
} 
# 68
__attribute__((visibility("hidden"))) void kick32_kernel(unsigned *out33, int len34) ;
#if 0
# 68
{ 
# 69
float y35 = ((int)sizeof(float)); 
# 70
y35 = y35; 
# 71
if ((*out33) == 60UL) { 
# 72
return; }  
# 73
float z36 = (grow3(-44)) / ((grow3(sizeof(double))) + (grow3(256))); 
# 74
} 
#endif
# 76 "v000371.cu"
int gather37(int len38) { 
# 77
len38++; 
# 78
signed char tmp39 = ((127 * len38) - ((len38 += len38), 15)) - (len38 >> (static_cast< long>(len38))); 
# 79
int z40 = tmp39; 
# 80
return (merge11(tmp39) - 21) - len38; 
# 81
} 
# 83
__attribute((noinline)) __attribute__((unused)) unsigned grow41(float alpha42, const int *in43) {int volatile ___ = 1;(void)alpha42;(void)in43;
# 89
::exit(___);}
#if 0
# 83
{ 
# 84
grow3(4); 
# 85
if (((in43[4]) * (*in43)) > alpha42) { 
# 86
return grow3(merge11(*in43)); }  
# 87
gather37(46); 
# 88
return alpha42; 
# 89
} 
#endif
# 91 "v000371.cu"
int main() { 
# 92
int len44 = 2422; 
# 93
if (len44 != len44) { 
# 94
return 38 << len44; }  
# 95
float m45 = (24.0F); 
# 96
(__cudaPushCallConfiguration(((dim3)(4)), dim3(4, (len44 + 31) / 32), sizeof(double) * (32), 0)) ? (void)0 : step6((50U - len44) + (5), static_cast< char *>(nullptr), nullptr); 
# 97
(__cudaPushCallConfiguration(dim3((len44 + 255) / 256, 16), 16 + 48)) ? (void)0 : mix13(m45, static_cast< double *>(nullptr)); 
# 98
(__cudaPushCallConfiguration((len44 + 255) / 256, dim3(256, (len44 + 127) / 128, 64))) ? (void)0 : smooth22_kernel(&len44, static_cast< long *>(nullptr), nullptr); 
# 99
return 0; 
# 100
} 

# 1 "v000371.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__704cff12_10_v000371_cu_8447aec3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000371.cudafe1.stub.c"
#include "v000371.cudafe1.stub.c"
# 1 "v000371.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
