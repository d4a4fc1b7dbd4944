# 1 "v001588.cu"
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
# 9 "v001588.cu"
__attribute__((visibility("hidden"))) void reduce4(unsigned short alpha5) ;
#if 0
# 10
{ 
# 11
int i6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
for (int j7 = 0; j7 < 8; ++j7) { 
# 13
alpha5 = alpha5; 
# 14
switch (j7) { 
# 15
case 8:  { 
# 16
float t8 = (__alignof__(int)); 
# 17
break; 
# 18
} 
# 19
case 11:  
# 20
break; 
# 21
case 6:  
# 22
break; 
# 23
case 0:  { 
# 24
unsigned long m9[3]{21UL, (619), (26L)}; 
# 25
break; 
# 26
} 
# 27
default:  
# 28
break; 
# 29
}  
# 30
}  
# 31
} 
#endif
# 33 "v001588.cu"
float sweep10(unsigned alpha11, int stride12, const float *coef13) 
# 34
{ 
# 35
alpha11--; 
# 36
unsigned s14 = (64L) - ((float)alpha11); 
# 37
float t15 = stride12; 
# 38
stride12 = t15; 
# 39
return (s14 & alpha11) - t15; 
# 40
} 
# 42
namespace gpu16 { 
# 43
static double d_step17; 
# 45
float accum18(const unsigned long long *__restrict__ in19, const unsigned long *input20) 
# 46
{ 
# 47
for (int j21 = 0; j21 < 7; j21++) { }  
# 48
const unsigned *acc22 = reinterpret_cast< const unsigned *>(in19); 
# 49
return ('\177') + (((input20[7]) & (1)) ? (acc22[5]) + (7.125F) : ((2.625F) - (*acc22))); 
# 50
} 
# 52
long long pack23(int len24) 
# 53
{ 
# 54
len24 = (__alignof__(int)); 
# 55
(__cudaPushCallConfiguration((len24 + 63) / 64, 32, sizeof(int) * (32), 0)) ? (void)0 : reduce4(sweep10(42, 34, nullptr)); 
# 56
const unsigned off25 = gpu16::accum18((const unsigned long long *)nullptr, nullptr); 
# 57
float q26 = (23U); 
# 58
(__cudaPushCallConfiguration(dim3(64, 16), dim3(2, 4), sizeof(int) * (128), (cudaStream_t)0)) ? (void)0 : reduce4(off25); 
# 59
return sweep10(gpu16::accum18((const unsigned long long *)nullptr, (const unsigned long *)nullptr), gpu16::accum18(nullptr, nullptr), &q26); 
# 60
} 
# 61
}
# 63
extern "C" {
# 64
__attribute((always_inline)) __attribute__((unused)) inline void march32(float alpha33, const int *__restrict__ src34, const long *coef35) 
# 65
{int volatile ___ = 1;(void)alpha33;(void)src34;(void)coef35;
# 72
::exit(___);}
#if 0
# 65
{ 
# 66
for (int it36 = 8; it36 > 0; --it36) { 
# 67
gpu16::d_step17 = (((unsigned)(((*coef35) < (48)) ? __device_builtin_variable_threadIdx.x : (54))) & (((*coef35) <= gpu16::d_step17) ? sizeof(int) : ((src34[it36]) ? it36 : 18))); 
# 68
}  
# 69
alpha33 = gpu16::accum18((const unsigned long long *)nullptr, nullptr); 
# 70
gpu16::d_step17 = ((coef35[__device_builtin_variable_threadIdx.x]) & (*coef35)); 
# 71
long long cnt37 = 23 % (*src34); 
# 72
} 
#endif
# 74 "v001588.cu"
static void tile27_kernel(float *__restrict__ dst28) ;
#if 0
# 75
{ 
# 76
gpu16::d_step17 = ((int)(dst28[1])); 
# 77
unsigned idx29 = ((22) - (__device_builtin_variable_blockDim.x)) & ((15) * (__device_builtin_variable_gridDim.x)); 
# 78
auto mid30 = idx29; 
# 79
int m31[5] = {}; 
# 80
} 
#endif
# 81 "v001588.cu"
}
# 83
__attribute__((visibility("hidden"))) void merge38(unsigned b39) ;
#if 0
# 84
{ 
# 85
int idx40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 86
if (idx40 > 33LL) { 
# 87
goto out41; 
# 88
}  
# 89
b39 = (((__device_builtin_variable_threadIdx.y) * (__device_builtin_variable_threadIdx.z)) ^ (((__device_builtin_variable_gridDim.z) + (__device_builtin_variable_threadIdx.y)) + (1))); 
# 90
gpu16::d_step17 = ((12.625F)); 
# 91
out41:; ; 
# 92
} 
#endif
# 94 "v001588.cu"
double run_bump42(int stride43) 
# 95
{ 
# 96
for (int j44 = 0; j44 < 6; j44++) { 
# 97
stride43 = (+stride43); 
# 98
if (gpu16::accum18(nullptr, nullptr) >= (25)) { 
# 99
return stride43; 
# 100
}  
# 101
}  
# 102
stride43 = (-35); 
# 103
return (stride43 * gpu16::pack23(stride43)) & gpu16::pack23(sizeof(int)); 
# 104
} 
# 106
int main() 
# 107
{ 
# 108
int n45 = 3067; 
# 109
auto op46 = []() { 
# 110
gpu16::accum18((const unsigned long long *)nullptr, nullptr); 
# 111
} ; typedef decltype(op46) __T0;
# 112
op46(); 
# 113
n45++; 
# 114
long diff47 = (~n45) - (n45 * (49 / n45)); 
# 115
n45 = diff47; 
# 116
if ((diff47 != (40)) || (diff47 <= n45)) { 
# 117
return (diff47 * (20)) * n45; 
# 118
}  
# 119
n45 = diff47; 
# 120
(__cudaPushCallConfiguration(dim3(512, 8), 64, 0, nullptr)) ? (void)0 : tile27_kernel((float *)nullptr); 
# 121
(__cudaPushCallConfiguration(sizeof(float) * (32), ((dim3)((n45 + 127) / 128)), sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : merge38(gpu16::pack23(n45)); 
# 122
return 0; 
# 123
} 

# 1 "v001588.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ff3acfe0_10_v001588_cu_7ac6e33c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001588.cudafe1.stub.c"
#include "v001588.cudafe1.stub.c"
# 1 "v001588.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
