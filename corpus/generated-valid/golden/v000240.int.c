# 1 "v000240.cu"
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
# 13 "v000240.cu"
__attribute__((visibility("hidden"))) void smooth4(int stride5) ;
#if 0
# 14
{ 
# 15
if (((stride5 + 8) - ('a')) != ((__device_builtin_variable_gridDim.y) - stride5)) { 
# 16
if ((+(__device_builtin_variable_gridDim.x)) > stride5) { 
# 17
return; 
# 18
}  
# 19
} else { 
# 20
constexpr int stride6 = 60; 
# 21
}  
# 22
int cnt7 = stride5; 
# 23
stride5 = stride5; 
# 24
--cnt7; 
# 25
} 
#endif
# 27 "v000240.cu"
static void march8_kernel(unsigned *__restrict__ acc9, int *__restrict__ acc10) ;
#if 0
# 28
{ 
# 29
int gid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
if (acc10[3]) { 
# 31
goto out12; 
# 32
}  
# 33
--(acc10[3]); 
# 34
(acc10[gid11 & 7]) = (__alignof__(double)); 
# 35
out12:; ; 
# 36
} 
#endif
# 38 "v000240.cu"
int main() 
# 39
{ 
# 40
int count13 = 3838; 
# 41
if (count13 < count13) { 
# 42
return count13; 
# 43
}  
# 44
count13++; 
# 45
count13 = count13; 
# 46
(__cudaPushCallConfiguration(((dim3)((count13 + 255) / 256)), 32)) ? (void)0 : smooth4(count13); 
# 47
(__cudaPushCallConfiguration(128, 128, sizeof(int) * (128), nullptr)) ? (void)0 : march8_kernel(static_cast< unsigned *>(nullptr), &count13); 
# 48
return 0; 
# 49
} 

# 1 "v000240.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__440c3102_10_v000240_cu_63044289
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000240.cudafe1.stub.c"
#include "v000240.cudafe1.stub.c"
# 1 "v000240.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
