# 1 "v001479.cu"
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
# 5 "v001479.cu"
size_t spread1(int n2, int *acc3, const float *src4) 
# 6
{ 
# 7
n2 = 28; 
# 8
(acc3[n2]) <<= 2UL; 
# 9
constexpr bool prod5 = (0); 
# 10
constexpr double prod6 = (14.5); 
# 11
(acc3[n2 & 7]) %= (-(*acc3)); 
# 12
return (*acc3) << (40 * ((acc3[4]) ^ (acc3[n2]))); 
# 13
} 
# 14
enum class Color7 { Busy8, Slow9, Fast10, Busy11}; 
# 15
__attribute__((visibility("hidden"))) void trace12(unsigned beta13, int stride14) ;
#if 0
# 16
{ 
# 17
int idx15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
spread1(static_cast< int>(spread1(45, (int *)nullptr, nullptr)), (int *)nullptr, static_cast< const float *>(nullptr)); 
# 19
long long m16 = (static_cast< int>(stride14)) / (stride14 + (stride14 % idx15)); 
# 20
stride14 = ((29) * beta13); 
# 21
m16 -= beta13; 
# 22
--beta13; 
# 23
} 
#endif
# 24 "v001479.cu"
__attribute__((visibility("hidden"))) void sift17_kernel(const int *input18) ;
#if 0
# 25
{ 
# 26
signed char f19 = input18[(__device_builtin_variable_gridDim.z) & (7)]; 
# 27
f19 &= (input18[5]); 
# 28
short cnt20 = ((__device_builtin_variable_threadIdx.x) | ((f19 += (*input18)), (-2LL))) + (10); 
# 29
} 
#endif
# 30 "v001479.cu"
int main() 
# 31
{ 
# 32
int len21 = 3983; 
# 33
auto lam22 = []()->unsigned { 
# 34
(__cudaPushCallConfiguration(512, 128, 512 * 8, (cudaStream_t)0)) ? (void)0 : trace12(spread1(spread1(51UL, static_cast< int *>(nullptr), static_cast< const float *>(nullptr)), nullptr, (const float *)nullptr), 51UL + spread1(21, (int *)nullptr, nullptr)); 
# 35
return 11; 
# 36
} ; typedef decltype(lam22) __T0;
# 37
if ((len21 - len21) < 32) { 
# 38
return 5 >> (len21 * len21); 
# 39
}  
# 40
constexpr unsigned cnt23 = (6 * 9); 
# 41
(__cudaPushCallConfiguration(((dim3)(2)), 64)) ? (void)0 : sift17_kernel((const int *)nullptr); 
# 42
return 0; 
# 43
} 

# 1 "v001479.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0e8aecf1_10_v001479_cu_a4fae660
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001479.cudafe1.stub.c"
#include "v001479.cudafe1.stub.c"
# 1 "v001479.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
