# 1 "v001056.cu"
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
# 8 "v001056.cu"
__attribute__((visibility("hidden"))) void norm3(const unsigned *src4) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern int dyn_5[]; 
# 10
(dyn_5[__device_builtin_variable_warpSize]) %= (37L >> (*src4)); 
# 11
(dyn_5[__device_builtin_variable_threadIdx.y]) %= 3338U; 
# 12
float y6 = (*src4) + (((src4[__device_builtin_variable_blockIdx.z]) - (16.125F)) + ((*src4) << 0)); 
# 13
{ 
# 14
y6 = (2.0F); 
# 15
static_assert((sizeof(int) == (4)));
# 16
} 
# 17
} 
#endif
# 19 "v001056.cu"
constexpr int sweep7(int count8, long alpha9) { 
# 20
char m10 = (56); 
# 21
return 7U; 
# 22
} 
# 24
static void clamp11(char *buf12, const double *input13) ;
#if 0
# 24
{ 
# 25
unsigned idx14 = __device_builtin_variable_threadIdx.x; 
# 26
float hi15(((5) - (idx14 * idx14)) - (idx14 + ((*input13) - idx14))); 
# 27
(*buf12) = ((hi15 += (buf12[idx14])), (-41)); 
# 28
if ((((__device_builtin_variable_threadIdx.x) * (6)) / 46UL) >= 13ULL) { 
# 29
unsigned mid16{(53L)}; 
# 30
mid16 = (*buf12); 
# 31
}  
# 32
} 
#endif
# 34 "v001056.cu"
int scale17(float *out18, int stride19, unsigned char beta20) { 
# 35
(out18[stride19]) = beta20; 
# 36
long val21 = ((4U) * (out18[5])) + (*out18); 
# 37
return 749; 
# 38
} 
# 40
template< class T, int N = 2> __attribute__((unused)) int 
# 41
trace22(const T *in23, T *data24, const T *input25) {int volatile ___ = 1;(void)in23;(void)data24;(void)input25;
# 52
::exit(___);}
#if 0
# 41
{ 
# 42
(++(*data24)), ((data24[__device_builtin_variable_threadIdx.y]) += ((*in23) / (((N) + (__device_builtin_variable_blockIdx.x)) >> (__device_builtin_variable_gridDim.x)))); 
# 43
if (((input25[7]) - 45) > ((data24[6]) * (sizeof(int) / (data24[5])))) { 
# 44
if (int k26 = (+(((data24[5]) > sizeof(float)) ? 13 + (data24[5]) : ((data24[__device_builtin_variable_threadIdx.x]) * 21))); 42 < ((*data24) * (*data24))) { 
# 45
k26 = ((input25[7]) * (input25[7])); 
# 46
}  
# 47
}  
# 48
int tmp27 = (50) + ((((__device_builtin_variable_gridDim.y) + (3)) <= (data24[__device_builtin_variable_gridDim.z])) ? (short)(in23[5]) : 60L); 
# 49
tmp27 |= N; 
# 50
int mid28{(40UL)}; 
# 51
return (__device_builtin_variable_blockIdx.z) * (((data24[4]) >= 59) ? *data24 : (36 * (input25[mid28]))); 
# 52
} 
#endif
# 54 "v001056.cu"
template< class T, int N> __attribute__((unused)) int 
# 55
grow29(const T *in30, T *buf31, int stride32) {int volatile ___ = 1;(void)in30;(void)buf31;(void)stride32;
# 77
::exit(___);}
#if 0
# 55
{ 
# 56
if (((stride32) ? sizeof(T) : (in30[stride32])) > N) { 
# 57
goto out34; 
# 58
}  
# 59
if ((((__device_builtin_variable_threadIdx.x) + (N)) + ((stride32 == N) ? __device_builtin_variable_blockIdx.x : (26))) >= __alignof__(float)) { 
# 60
(buf31[stride32]) = N; 
# 61
switch (stride32) { 
# 62
case 0:  
# 63
for (int i33 = 3; i33 > 0; --i33) { 
# 64
(*buf31) = ((stride32 += stride32), ((21.25F) - (__device_builtin_variable_threadIdx.x))); 
# 65
}  
# 66
stride32 /= (buf31[5]); 
# 67
[[fallthrough]] ; 
# 68
case 1:  
# 69
case 6:  
# 70
break; 
# 71
default:  
# 72
break; 
# 73
}  
# 74
}  
# 75
out34:; ; 
# 76
return *buf31; 
# 77
} 
#endif
# 79 "v001056.cu"
int main() { 
# 80
int len35 = 1150; 
# 81
for (int i36 = 0; i36 < len35; i36++) { 
# 82
auto op41 = [x37 = i36](unsigned char lim38, int q39)->double { 
# 83
(__cudaPushCallConfiguration(((x37) + 31) / 32, dim3((q39 + 255) / 256, 5 + 27))) ? (void)0 : clamp11(nullptr, (const double *)nullptr); 
# 84
(__cudaPushCallConfiguration(dim3(1, 2), sizeof(unsigned) * (5 + (5 + (5 + (5 + (5 + 39))))), (5 + (5 + (5 + 1009))) * 4, 0)) ? (void)0 : norm3(nullptr); 
# 85
bool res40 = (q39 * q39) >= 10; 
# 86
return res40; 
# 87
} ; typedef decltype(op41) __T0;
# 88
if (i36 != 23) { 
# 89
cudaStream_t val42 = (0); 
# 90
if (37 >= len35) { 
# 91
return __alignof__(int) + i36; 
# 92
}  
# 93
}  
# 94
}  
# 95
return 0; 
# 96
} 

# 1 "v001056.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b7b8edd1_10_v001056_cu_e54efdd6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001056.cudafe1.stub.c"
#include "v001056.cudafe1.stub.c"
# 1 "v001056.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
