# 1 "v000643.cu"
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
# 10 "v000643.cu"
__attribute__((visibility("hidden"))) void accum3(int len4) ;
#if 0
# 11
{ 
# 12
int idx5 = __device_builtin_variable_threadIdx.x; 
# 13
if (idx5 >= len4) { 
# 14
return; }  
# 15
len4 *= (((short)(idx5 * 48)) | 23); 
# 16
len4 = idx5; 
# 17
__attribute__((unused)) static double sh_6[64]; 
# 18
} 
#endif
# 20 "v000643.cu"
__attribute__((visibility("hidden"))) void scale7_kernel(unsigned long *__restrict__ data8, int count9, const long *input10, unsigned *__restrict__ acc11) ;
#if 0
# 21
{ 
# 22
unsigned tid12 = __device_builtin_variable_threadIdx.x; 
# 23
count9 ^= ((((data8[count9 & 7]) != (__device_builtin_variable_threadIdx.z)) ? acc11[tid12] : ((data8[count9]) & (15))) % (*data8)); 
# 24
int base13 = (((count9 += 40), (count9 - ((48) - (acc11[4]))))); 
# 25
} 
#endif
# 27 "v000643.cu"
constexpr int check_scale14(int len15, long cfg16) 
# 28
{ 
# 29
len15 ^= cfg16; 
# 30
return cfg16; 
# 31
} 
# 33
template< class T, class U> __attribute__((unused)) int 
# 34
tally17(const U *src18) 
# 35
{int volatile ___ = 1;(void)src18;
# 41
::exit(___);}
#if 0
# 35
{ 
# 36
T hi19 = 41 * (src18[__device_builtin_variable_warpSize]); 
# 37
__attribute__((unused)) static unsigned sh_20[48 + 16]; 
# 38
if (((__device_builtin_variable_blockIdx.x) == (sh_20[2])) ? sh_20[14] : (sh_20[63])) { 
# 39
return ((hi19 += 48), (*src18)) - 48; }  
# 40
return ((sh_20[__device_builtin_variable_warpSize & 63]) + __device_builtin_variable_warpSize) << (((src18[1]) >= (*src18)) ? 23U : 56L); 
# 41
} 
#endif
# 43 "v000643.cu"
static void spread21(int *buf22, float *out23, const int *coef24, const int *__restrict__ input25) ;
#if 0
# 44
{ 
# 45
int i26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
(*buf22) *= (((11 == (buf22[__device_builtin_variable_threadIdx.y])) ? coef24[i26] : (((out23[0]) == (50)) ? 32L : (__device_builtin_variable_blockIdx.x))) + sizeof(float)); 
# 47
int r27 = (287U); 
# 48
__attribute__((unused)) static int sh_28[8]; 
# 49
int sum29 = r27; 
# 50
} 
#endif
# 52 "v000643.cu"
__attribute__((visibility("hidden"))) void stencil30(int lane31, const float *__restrict__ in32, int lane33, int len34) ;
#if 0
# 53
{ 
# 54
unsigned i35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
if (i35 >= lane31) { 
# 56
return; }  
# 57
__attribute__((unused)) static int sh_36[128]; 
# 58
float f37(+((48) - (i35 & (15)))); 
# 59
constexpr int f38 = (4 * 13); 
# 60
} 
#endif
# 62 "v000643.cu"
template< class T, class U> __attribute__((unused)) inline void 
# 63
stencil39(const U *coef40) 
# 64
{int volatile ___ = 1;(void)coef40;
# 75
::exit(___);}
#if 0
# 64
{ 
# 65
int iter41 = 0; 
# 66
while (iter41 < 6) { 
# 67
if (constexpr char stride42 = (5); !(coef40 == nullptr)) { 
# 68
if ((__device_builtin_variable_threadIdx.x) == (1)) { 
# 69
return; }  
# 70
if (coef40 == nullptr) { 
# 71
break; }  
# 72
}  
# 73
++iter41; 
# 74
}  
# 75
} 
#endif
# 76 "v000643.cu"
using idx43_t = unsigned; 
# 78
template< class T> __attribute__((unused)) void 
# 79
tile44(const T *coef45, const T *__restrict__ in46) 
# 80
{int volatile ___ = 1;(void)coef45;(void)in46;
# 85
::exit(___);}
#if 0
# 80
{ 
# 81
int flag47 = coef45[__device_builtin_variable_gridDim.x]; 
# 82
flag47 *= 24; 
# 83
float idx48 = *coef45; 
# 84
idx48 *= (23); 
# 85
} 
#endif
# 86 "v000643.cu"
using idx49_t = unsigned; 
# 88
int main() 
# 89
{ 
# 90
int count50 = 2007; 
# 91
(__cudaPushCallConfiguration(1 << 2, 8 * 16)) ? (void)0 : scale7_kernel((size_t *)nullptr, 3069, (const long *)nullptr, (unsigned *)nullptr); 
# 92
count50 >>= (count50 & 6); 
# 93
(__cudaPushCallConfiguration((count50 + 255) / 256, ((dim3)((count50 + 255) / 256)))) ? (void)0 : accum3(~((count50 == 35) ? 26ULL : (39UL))); 
# 94
(__cudaPushCallConfiguration(dim3(1 << 3, (count50 + 127) / 128), dim3((count50 + 31) / 32, 1 << 5, 16), sizeof(double) * (64), 0)) ? (void)0 : spread21(nullptr, (float *)nullptr, (const int *)nullptr, (const int *)nullptr); 
# 95
(__cudaPushCallConfiguration((count50 + 255) / 256, 128 * 4, sizeof(int) * (128), nullptr)) ? (void)0 : stencil30(count50, (const float *)nullptr, count50 & 15, count50); 
# 96
return 0; 
# 97
} 

# 1 "v000643.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cd28dcfa_10_v000643_cu_ae93a788
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000643.cudafe1.stub.c"
#include "v000643.cudafe1.stub.c"
# 1 "v000643.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
