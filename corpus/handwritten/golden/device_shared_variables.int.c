# 1 "device_shared_variables.cu"
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
# 5 "device_shared_variables.cu"
extern "C" __attribute__((unused)) void __syncthreads(); 
# 7
struct Partial { float sum; int count; }; 
# 9
__attribute__((unused)) float block_mean(float v) 
# 10
{int volatile ___ = 1;(void)v;
# 20
::exit(___);}
#if 0
# 10
{ 
# 11
__attribute__((unused)) static Partial acc; 
# 12
if ((__device_builtin_variable_threadIdx.x) == (0)) { (acc.sum) = (0.0F); (acc.count) = 0; }  
# 13
__syncthreads(); 
# 15
for (unsigned t = (0); t < (__device_builtin_variable_blockDim.x); ++t) { 
# 16
if ((__device_builtin_variable_threadIdx.x) == t) { (acc.sum) += v; (acc.count)++; }  
# 17
__syncthreads(); 
# 18
}  
# 19
return (acc.sum) / (acc.count); 
# 20
} 
#endif
# 22 "device_shared_variables.cu"
__attribute__((visibility("hidden"))) void center(float *data, int n) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) static float mean; 
# 25
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
float v = (i < n) ? data[i] : (0.0F); 
# 27
float m = block_mean(v); 
# 28
if ((__device_builtin_variable_threadIdx.x) == (0)) { mean = m; }  
# 29
__syncthreads(); 
# 30
if (i < n) { (data[i]) = (v - mean); }  
# 31
} 
#endif
# 33 "device_shared_variables.cu"
__attribute__((visibility("hidden"))) void rotate_left(int *data, int n) ;
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern int buf[]; 
# 36
__attribute__((unused)) static int first; 
# 37
int i = __device_builtin_variable_threadIdx.x; 
# 38
if (i < n) { (buf[i]) = (data[i]); }  
# 39
if (i == 0) { first = (data[0]); }  
# 40
__syncthreads(); 
# 41
if (i < n) { (data[i]) = (((i + 1) < n) ? buf[i + 1] : first); }  
# 42
} 
#endif
# 44 "device_shared_variables.cu"
int main() 
# 45
{ 
# 46
(__cudaPushCallConfiguration(16, 64)) ? (void)0 : center(nullptr, 1024); 
# 47
(__cudaPushCallConfiguration(1, 256, (256) * sizeof(int))) ? (void)0 : rotate_left(nullptr, 256); 
# 48
return 0; 
# 49
} 

# 1 "device_shared_variables.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__74f4de51_26_device_shared_variables_cu_276c2069
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "device_shared_variables.cudafe1.stub.c"
#include "device_shared_variables.cudafe1.stub.c"
# 1 "device_shared_variables.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
