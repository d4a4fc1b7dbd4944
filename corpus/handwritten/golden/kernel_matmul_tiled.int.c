# 1 "kernel_matmul_tiled.cu"
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
# 4 "kernel_matmul_tiled.cu"
extern "C" __attribute__((unused)) void __syncthreads(); 
# 8
struct GemmArgs { 
# 9
int M, N, K; 
# 10
float alpha, beta; 
# 11
}; 
# 13
__attribute__((visibility("hidden"))) void sgemm_tiled(GemmArgs g, const float *A, const float *B, float *C) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) static float As[16][16]; 
# 16
__attribute__((unused)) static float Bs[16][16 + 1]; 
# 18
int row = ((__device_builtin_variable_blockIdx.y) * (16)) + (__device_builtin_variable_threadIdx.y); 
# 19
int col = ((__device_builtin_variable_blockIdx.x) * (16)) + (__device_builtin_variable_threadIdx.x); 
# 20
float acc = (0.0F); 
# 22
for (int t = 0; t < ((((g.K) + 16) - 1) / 16); ++t) { 
# 23
int ak = (t * 16) + (__device_builtin_variable_threadIdx.x); 
# 24
int bk = (t * 16) + (__device_builtin_variable_threadIdx.y); 
# 25
((As[__device_builtin_variable_threadIdx.y])[__device_builtin_variable_threadIdx.x]) = (((row < (g.M)) && (ak < (g.K))) ? A[(row * (g.K)) + ak] : (0.0F)); 
# 26
((Bs[__device_builtin_variable_threadIdx.y])[__device_builtin_variable_threadIdx.x]) = (((bk < (g.K)) && (col < (g.N))) ? B[(bk * (g.N)) + col] : (0.0F)); 
# 27
__syncthreads(); 
# 29
#pragma unroll
for (
# 29
int k = 0; k < 16; ++k) { 
# 30
acc += (((As[__device_builtin_variable_threadIdx.y])[k]) * ((Bs[k])[__device_builtin_variable_threadIdx.x])); }  
# 31
__syncthreads(); 
# 32
}  
# 33
if ((row < (g.M)) && (col < (g.N))) { 
# 34
(C[(row * (g.N)) + col]) = (((g.alpha) * acc) + ((g.beta) * (C[(row * (g.N)) + col]))); }  
# 35
} 
#endif
# 37 "kernel_matmul_tiled.cu"
void gemm(int M, int N, int K, const float *A, const float *B, float *C) 
# 38
{ 
# 39
GemmArgs g = {M, N, K, (1.0F), (0.0F)}; 
# 40
dim3 threads(16, 16); 
# 41
dim3 grid(((N + 16) - 1) / 16, ((M + 16) - 1) / 16); 
# 42
(__cudaPushCallConfiguration(grid, threads)) ? (void)0 : sgemm_tiled(g, A, B, C); 
# 43
} 

# 1 "kernel_matmul_tiled.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9dc0b783_22_kernel_matmul_tiled_cu_8ee11101
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "kernel_matmul_tiled.cudafe1.stub.c"
#include "kernel_matmul_tiled.cudafe1.stub.c"
# 1 "kernel_matmul_tiled.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
