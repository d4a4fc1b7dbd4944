# 1 "kernel_launch_stream.cu"
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
# 5 "kernel_launch_stream.cu"
struct Pipeline { 
# 6
cudaStream_t copy_stream; 
# 7
cudaStream_t compute_stream; 
# 8
int chunk; 
# 9
}; 
# 11
__attribute__((visibility("hidden"))) void produce(float *buf, int n, float seed) ;
#if 0
# 12
{ 
# 13
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
if (i < n) { (buf[i]) = (seed + ((float)i)); }  
# 15
} 
#endif
# 17 "kernel_launch_stream.cu"
__attribute__((visibility("hidden"))) void consume(const float *buf, float *out, int n) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern float stage[]; 
# 20
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
(stage[__device_builtin_variable_threadIdx.x]) = ((i < n) ? buf[i] : (0.0F)); 
# 22
if (i < n) { (out[i]) = ((stage[__device_builtin_variable_threadIdx.x]) * (0.5F)); }  
# 23
} 
#endif
# 25 "kernel_launch_stream.cu"
void run(Pipeline &p, float *a, float *b, int n) 
# 26
{ 
# 27
dim3 block(128); 
# 28
dim3 grid(((n + (block.x)) - (1)) / (block.x)); 
# 29
size_t smem = (block.x) * sizeof(float); 
# 31
(__cudaPushCallConfiguration(grid, block)) ? (void)0 : produce(a, n, (1.0F)); 
# 32
(__cudaPushCallConfiguration(grid, block, 0)) ? (void)0 : produce(b, n, (2.0F)); 
# 33
(__cudaPushCallConfiguration(grid, block, 0, p.copy_stream)) ? (void)0 : produce(a, n, (3.0F)); 
# 34
(__cudaPushCallConfiguration(grid, block, smem, p.compute_stream)) ? (void)0 : consume(a, b, n); 
# 35
(__cudaPushCallConfiguration(dim3(grid.x, 1, 1), dim3(128, 1, 1), smem, 0)) ? (void)0 : consume(b, a, n); 
# 36
(__cudaPushCallConfiguration(1, 128, smem, (cudaStream_t)nullptr)) ? (void)0 : consume(a, b, p.chunk); 
# 37
} 
# 39
int main() 
# 40
{ 
# 41
Pipeline p{(nullptr), (nullptr), 64}; 
# 42
run(p, nullptr, nullptr, 4096); 
# 43
return 0; 
# 44
} 

# 1 "kernel_launch_stream.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cab522e3_23_kernel_launch_stream_cu_defeb9e4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "kernel_launch_stream.cudafe1.stub.c"
#include "kernel_launch_stream.cudafe1.stub.c"
# 1 "kernel_launch_stream.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
