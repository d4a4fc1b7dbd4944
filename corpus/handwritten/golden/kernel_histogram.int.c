# 1 "kernel_histogram.cu"
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
# 5 "kernel_histogram.cu"
extern "C" __attribute__((unused)) void __syncthreads(); 
# 9
__attribute((always_inline)) __attribute__((unused)) static inline unsigned atomic_inc(unsigned *addr) 
# 10
{int volatile ___ = 1;(void)addr;
# 12
::exit(___);}
#if 0
# 10
{ 
# 11
return __uAtomicAdd(addr, 1U); 
# 12
} 
#endif
# 16 "kernel_histogram.cu"
__attribute__((visibility("hidden"))) void histogram256(const unsigned char *data, unsigned n, unsigned *bins) ;
#if 0
# 17
{ 
# 18
__attribute__((unused)) static unsigned local[256]; 
# 19
for (unsigned b = __device_builtin_variable_threadIdx.x; b < (256); b += (__device_builtin_variable_blockDim.x)) { 
# 20
(local[b]) = (0); }  
# 21
__syncthreads(); 
# 23
unsigned stride = (__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x); 
# 24
for (unsigned i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i < n; i += stride) { 
# 25
atomic_inc(&(local[data[i]])); }  
# 26
__syncthreads(); 
# 28
for (unsigned b = __device_builtin_variable_threadIdx.x; b < (256); b += (__device_builtin_variable_blockDim.x)) { 
# 29
if (local[b]) { 
# 30
__uAtomicAdd(&(bins[b]), local[b]); }  }  
# 31
} 
#endif
# 33 "kernel_histogram.cu"
__attribute__((visibility("hidden"))) void count_negative(const int *v, int n, int *count) ;
#if 0
# 34
{ 
# 35
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
if ((i < n) && ((v[i]) < 0)) { 
# 37
__iAtomicAdd(count, 1); }  
# 38
} 
#endif
# 40 "kernel_histogram.cu"
int main() 
# 41
{ 
# 42
unsigned char *data = (nullptr); 
# 43
unsigned *bins = (nullptr); 
# 44
(__cudaPushCallConfiguration(30, 256)) ? (void)0 : histogram256(data, 1U << 24, bins); 
# 45
(__cudaPushCallConfiguration(64, 256)) ? (void)0 : count_negative(nullptr, 1 << 14, nullptr); 
# 46
return 0; 
# 47
} 

# 1 "kernel_histogram.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__624632d9_19_kernel_histogram_cu_72502f14
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "kernel_histogram.cudafe1.stub.c"
#include "kernel_histogram.cudafe1.stub.c"
# 1 "kernel_histogram.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
