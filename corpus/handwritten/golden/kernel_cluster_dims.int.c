# 1 "kernel_cluster_dims.cu"
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
# 5 "kernel_cluster_dims.cu"
__attribute__((visibility("hidden"))) void pair_sum(const float *in, float *out, int n) ;
#if 0
# 6
{ 
# 7
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 8
if (i < n) { (out[i]) = ((in[i]) + (in[(n - 1) - i])); }  
# 9
} 
#endif
# 11 "kernel_cluster_dims.cu"
__attribute__((visibility("hidden"))) void tile_scale(float *m, int ld, float s) ;
#if 0
# 12
{ 
# 13
int x = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
int y = ((__device_builtin_variable_blockIdx.y) * (__device_builtin_variable_blockDim.y)) + (__device_builtin_variable_threadIdx.y); 
# 15
(m[(y * ld) + x]) *= s; 
# 16
} 
#endif
# 18 "kernel_cluster_dims.cu"
__attribute__((visibility("hidden"))) void bounded(int *v) ;
#if 0
# 19
{ 
# 20
(v[((__device_builtin_variable_blockIdx.x) * (256)) + (__device_builtin_variable_threadIdx.x)]) += 1; 
# 21
} 
#endif
# 23 "kernel_cluster_dims.cu"
int main() 
# 24
{ 
# 25
(__cudaPushCallConfiguration(8, 128)) ? (void)0 : pair_sum(nullptr, nullptr, 1024); 
# 26
(__cudaPushCallConfiguration(dim3(4, 4), dim3(16, 16))) ? (void)0 : tile_scale(nullptr, 64, (2.0F)); 
# 27
(__cudaPushCallConfiguration(4, 256)) ? (void)0 : bounded(nullptr); 
# 28
return 0; 
# 29
} 

# 1 "kernel_cluster_dims.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d96b03a0_22_kernel_cluster_dims_cu_89744ed3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "kernel_cluster_dims.cudafe1.stub.c"
#include "kernel_cluster_dims.cudafe1.stub.c"
# 1 "kernel_cluster_dims.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
