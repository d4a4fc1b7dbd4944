# 1 "v000828.cu"
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
# 13 "v000828.cu"
__attribute__((visibility("hidden"))) void smooth6_kernel(const int *src7) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern int dyn_8[]; 
# 16
(dyn_8[2]) *= (src7[1]); 
# 17
constexpr unsigned char idx9 = (14); 
# 18
(dyn_8[2]) ^= 24; 
# 19
float lo10 = ((dyn_8[5]) < 8) ? dyn_8[5] : 8; 
# 20
if ((dyn_8[3]) != 59) { 
# 21
goto finish11; 
# 22
}  
# 23
(dyn_8[1]) = ((lo10 < (4)) ? lo10 : (4)); 
# 24
finish11:; ; 
# 25
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 28 "v000828.cu"
template< class T> static void 
# 29
__wrapper__device_stub_tile12(T &beta13, const T *__restrict__ &in14, const int *__restrict__ &in15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern float dyn_16[]; 
# 32
(dyn_16[1]) = (24 << ((*in15) * (in15[3]))); 
# 33
--(dyn_16[7]); 
# 34
T prod17 = (sizeof(unsigned)); 
# 35
prod17 /= (*in14); 
# 36
} 
#endif

#pragma GCC diagnostic pop

# 28 "v000828.cu"
template< class T> static void 
# 29
tile12(T beta13, const T *__restrict__ in14, const int *__restrict__ in15) 
# 30
{__wrapper__device_stub_tile12<T>(beta13,in14,in15);
# 36
return;}
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern float dyn_16[]; 
# 32
(dyn_16[1]) = (24 << ((*in15) * (in15[3]))); 
# 33
--(dyn_16[7]); 
# 34
T prod17 = (sizeof(unsigned)); 
# 35
prod17 /= (*in14); 
# 36
} 
#endif
# 37 "v000828.cu"
static int d_count18; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39
template< class T> static void 
# 40
__wrapper__device_stub_gather19(T *&acc20, const T *__restrict__ &src21, float *__restrict__ &out22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 41
{ 
# 42
(acc20[6]) = (src21[d_count18]); 
# 43
--(out22[d_count18]); 
# 44
(acc20[6]) += (19.125); 
# 45
++d_count18; 
# 46
} 
#endif

#pragma GCC diagnostic pop

# 39 "v000828.cu"
template< class T> static void 
# 40
gather19(T *acc20, const T *__restrict__ src21, float *__restrict__ out22) 
# 41
{__wrapper__device_stub_gather19<T>(acc20,src21,out22);
# 46
return;}
#if 0
# 41
{ 
# 42
(acc20[6]) = (src21[d_count18]); 
# 43
--(out22[d_count18]); 
# 44
(acc20[6]) += (19.125); 
# 45
++d_count18; 
# 46
} 
#endif
# 49 "v000828.cu"
__attribute__((visibility("hidden"))) void stencil23_kernel(int *__restrict__ out24, const float *in25, int len26, int *out27) ;
#if 0
# 50
{ 
# 51
for (int j28 = 0; j28 < len26; j28 += 4) { 
# 52
len26 &= 54; 
# 53
for (int j29 = 0; j29 < len26; ++j29) { 
# 54
__attribute__((unused)) static int sh_30; 
# 55
}  
# 56
}  
# 57
d_count18++; 
# 58
} 
#endif
# 60 "v000828.cu"
namespace math31 { 
# 61
static float d_pivot32[4]; 
# 63
__attribute__((visibility("hidden"))) void combine33(const double *__restrict__ in34, const float *__restrict__ in35) ;
#if 0
# 64
{ 
# 65
__attribute__((unused)) extern float dyn_36[]; 
# 66
d_count18 = ((14L) + (dyn_36[3])); 
# 67
(math31::d_pivot32[d_count18]) -= (-(16.0F)); 
# 68
constexpr int w37 = 54; 
# 69
} 
#endif
# 70 "v000828.cu"
static float c_pack38; 
# 71
}
# 73
template< class T, int N = 6> inline T 
# 74
step39(T *dst40, short beta41, int lane42) 
# 75
{ 
# 76
for (int n43 = 0; n43 < beta41; n43++) { 
# 77
if (lane42 * n43) { 
# 78
return static_cast< int>(lane42); }  
# 79
}  
# 80
T k44{8}; 
# 81
beta41--; 
# 82
beta41 >>= lane42; 
# 83
(*dst40) -= beta41; 
# 84
int diff45 = beta41; 
# 85
return (19.875F); 
# 86
} 
# 88
inline int check_clamp46(const int *coef47, int n48, int *acc49) 
# 89
{ 
# 90
switch (n48 - 26) { 
# 91
case 2:  
# 92
(acc49[n48]) = 48; 
# 93
(acc49[n48]) = (static_cast< int>(((*coef47) + 2968) + (sizeof(long) << (*coef47)))); 
# 94
break; 
# 95
case 0:  
# 96
(*acc49) = ((coef47[0]) + ((((acc49[6]) - n48) < (coef47[n48])) ? (acc49[6]) - n48 : (coef47[n48]))); 
# 97
break; 
# 98
}  
# 99
return (55UL << (*acc49)) + n48; 
# 100
} 
# 102
int main() 
# 103
{ 
# 104
int size50 = 1373; 
# 105
for (int j51 = 0; j51 < (5 * 2); ++j51) { 
# 106
check_clamp46(nullptr, size50, nullptr); }  
# 107
unsigned k52(((+size50) < size50) ? +size50 : size50); 
# 108
--size50; 
# 109
(__cudaPushCallConfiguration(1, ((dim3)(sizeof(int) * (24 + 8))))) ? (void)0 : smooth6_kernel(static_cast< const int *>(nullptr)); 
# 110
(__cudaPushCallConfiguration((size50 + 31) / 32, 128 + (8 + 376))) ? (void)0 : tile12< unsigned> (4375, nullptr, nullptr); 
# 111
(__cudaPushCallConfiguration(((dim3)(2)), sizeof(unsigned) * (8 + 56))) ? (void)0 : gather19< unsigned> ((unsigned *)nullptr, nullptr, nullptr); 
# 112
return 0; 
# 113
} 

# 1 "v000828.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__af63cf2b_10_v000828_cu_d91638a1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000828.cudafe1.stub.c"
#include "v000828.cudafe1.stub.c"
# 1 "v000828.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
