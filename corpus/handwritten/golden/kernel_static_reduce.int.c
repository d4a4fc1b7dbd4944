# 1 "kernel_static_reduce.cu"
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
# 3 "kernel_static_reduce.cu"
extern "C" __attribute__((unused)) void __syncthreads(); 
# 7
static void block_sum(const float *in, float *partial, unsigned n) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern float sdata[]; 
# 10
unsigned tid = __device_builtin_variable_threadIdx.x; 
# 11
unsigned i = ((__device_builtin_variable_blockIdx.x) * ((__device_builtin_variable_blockDim.x) * (2))) + (__device_builtin_variable_threadIdx.x); 
# 13
float v = (0.0F); 
# 14
if (i < n) { v = (in[i]); }  
# 15
if ((i + (__device_builtin_variable_blockDim.x)) < n) { v += (in[i + (__device_builtin_variable_blockDim.x)]); }  
# 16
(sdata[tid]) = v; 
# 17
__syncthreads(); 
# 19
for (unsigned s = (__device_builtin_variable_blockDim.x) / (2); s > (0); s >>= 1) { 
# 20
if (tid < s) { 
# 21
(sdata[tid]) += (sdata[tid + s]); }  
# 22
__syncthreads(); 
# 23
}  
# 24
if (tid == (0)) { 
# 25
(partial[__device_builtin_variable_blockIdx.x]) = (sdata[0]); }  
# 26
} 
#endif
# 28 "kernel_static_reduce.cu"
void reduce(const float *in, float *partial, unsigned n) 
# 29
{ 
# 30
const unsigned threads = (256); 
# 31
unsigned blocks = ((n + (threads * (2))) - (1)) / (threads * (2)); 
# 33
(__cudaPushCallConfiguration(blocks, threads, threads * sizeof(float))) ? (void)0 : block_sum(in, partial, n); 
# 34
if (blocks > (1)) { 
# 35
(__cudaPushCallConfiguration(1, threads, threads * sizeof(float))) ? (void)0 : block_sum(partial, partial, blocks); }  
# 36
} 

# 1 "kernel_static_reduce.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f20bb33b_23_kernel_static_reduce_cu_9cde6780
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "kernel_static_reduce.cudafe1.stub.c"
#include "kernel_static_reduce.cudafe1.stub.c"
# 1 "kernel_static_reduce.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
