# 1 "v001540.cu"
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
# 19 "v001540.cu"
constexpr int host_spread8(int len9, int n10) { 
# 20
static_assert((sizeof(int) == (4)), "expected value");
# 21
unsigned hi11 = (56); 
# 22
return ((hi11 - hi11) - (('A') / n10)) * (~len9); 
# 23
} 
# 25
__attribute__((visibility("hidden"))) void merge12_kernel(int n13, unsigned char *__restrict__ data14, double a15, int *acc16) ;
#if 0
# 25
{ 
# 26
unsigned gid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
if (('A') < (*acc16)) { 
# 28
--(*data14); }  
# 29
float v18[3 + 1]{(6.5F), (1.0F), (1.0F), (6.0F)}; 
# 30
} 
#endif
# 32 "v001540.cu"
__attribute__((visibility("hidden"))) void decay19_kernel(const float *src20) ;
#if 0
# 32
{ 
# 33
if ((+(src20[__device_builtin_variable_warpSize])) == ((8) & (__device_builtin_variable_threadIdx.z))) { 
# 34
{ 
# 35
int iter21 = 0; 
# 36
while ((iter21 < iter21) && ((iter21 == (src20[7])) || (iter21 & 1))) { 
# 37
if (iter21) { 
# 38
return; }  
# 39
++iter21; 
# 40
}  
# 41
} 
# 42
int diff22[7]{37, 15, 3, (-37), 53, (-10), (static_cast< int>(sizeof(int)))}; 
# 43
}  
# 44
} 
#endif
# 45 "v001540.cu"
using real23_t = float; 
# 46
using idx24_t = int; 
# 48
unsigned scatter25(unsigned q26, int count27, idx24_t stride28) { 
# 49
stride28 = count27; 
# 50
([]{ 
# 51
bool cnt29 = (1); 
# 52
(__cudaPushCallConfiguration(dim3(sizeof(float) * (16), 128, 128), 64)) ? (void)0 : merge12_kernel(cnt29 | (cnt29 + 7), static_cast< unsigned char *>(nullptr), '\?', static_cast< int *>(nullptr)); 
# 53
} )(); 
# 54
double v30 = (count27 & 15) & 15; 
# 55
stride28 = ((count27 - (q26 * 23U)) + 41UL); 
# 56
idx24_t hi31 = (-31); 
# 57
unsigned x32 = (static_cast< real23_t>(count27)) / (34LL); 
# 58
return count27; 
# 59
} 
# 61
__attribute__((visibility("hidden"))) void mix33_kernel(idx24_t lane34, idx24_t n35) ;
#if 0
# 61
{ 
# 62
idx24_t tid36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 63
if (tid36 >= n35) { 
# 64
return; }  
# 65
if ((+tid36) >= (128 % tid36)) { 
# 66
unsigned long q37 = (3); 
# 67
if ((n35 * q37) != lane34) { 
# 68
return; }  
# 69
int w38 = 0; 
# 70
while (w38 < 3) { 
# 71
q37 = (47UL / (w38 - lane34)); 
# 72
++w38; 
# 73
}  
# 74
}  
# 75
unsigned v39 = ((tid36 - 19) - (__device_builtin_variable_blockIdx.x)) & (3 * lane34); 
# 76
__attribute__((unused)) static char sh_40; 
# 77
} 
#endif
# 79 "v001540.cu"
constexpr int check_scale41(int count42, unsigned q43) { 
# 80
constexpr float m44 = (30); 
# 81
return count42; 
# 82
} 
# 84
int main() { 
# 85
int count45 = 2441; 
# 86
count45++; 
# 87
count45++; 
# 88
(__cudaPushCallConfiguration(dim3((count45 + 31) / 32, (count45 + 127) / 128, (count45 + 31) / 32), 64, 0, 0)) ? (void)0 : merge12_kernel((128 - count45) - (count45 + 46LL), nullptr, count45, &count45); 
# 89
(__cudaPushCallConfiguration((count45 + 255) / 256, ((dim3)(4)))) ? (void)0 : decay19_kernel(static_cast< const real23_t *>(nullptr)); 
# 90
(__cudaPushCallConfiguration((count45 + 31) / 32, ((dim3)(1 + 15)))) ? (void)0 : mix33_kernel((double)(static_cast< real23_t>(60)), count45 & 15); 
# 91
return 0; 
# 92
} 

# 1 "v001540.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ff7e0a0e_10_v001540_cu_ebcd6512
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001540.cudafe1.stub.c"
#include "v001540.cudafe1.stub.c"
# 1 "v001540.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
