# 1 "kernel_transpose.cu"
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
# 4 "kernel_transpose.cu"
extern "C" __attribute__((unused)) void __syncthreads(); 
# 6
enum { TILE_DIM = 32, BLOCK_ROWS = 8}; 
# 8
__attribute__((visibility("hidden"))) void transpose_naive(float *odata, const float *idata, int width, int height) ;
#if 0
# 9
{ 
# 10
int x = ((__device_builtin_variable_blockIdx.x) * (TILE_DIM)) + (__device_builtin_variable_threadIdx.x); 
# 11
int y = ((__device_builtin_variable_blockIdx.y) * (TILE_DIM)) + (__device_builtin_variable_threadIdx.y); 
# 12
for (int j = 0; j < (TILE_DIM); j += (BLOCK_ROWS)) { 
# 13
if ((x < width) && ((y + j) < height)) { 
# 14
(odata[(x * height) + (y + j)]) = (idata[((y + j) * width) + x]); }  }  
# 15
} 
#endif
# 17 "kernel_transpose.cu"
__attribute__((visibility("hidden"))) void transpose_tiled(float *odata, const float *idata, int width, int height) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) static float tile[TILE_DIM][(TILE_DIM) + 1]; 
# 21
int x = ((__device_builtin_variable_blockIdx.x) * (TILE_DIM)) + (__device_builtin_variable_threadIdx.x); 
# 22
int y = ((__device_builtin_variable_blockIdx.y) * (TILE_DIM)) + (__device_builtin_variable_threadIdx.y); 
# 23
for (int j = 0; j < (TILE_DIM); j += (BLOCK_ROWS)) { 
# 24
if ((x < width) && ((y + j) < height)) { 
# 25
((tile[(__device_builtin_variable_threadIdx.y) + j])[__device_builtin_variable_threadIdx.x]) = (idata[((y + j) * width) + x]); }  }  
# 27
__syncthreads(); 
# 29
x = (((__device_builtin_variable_blockIdx.y) * (TILE_DIM)) + (__device_builtin_variable_threadIdx.x)); 
# 30
y = (((__device_builtin_variable_blockIdx.x) * (TILE_DIM)) + (__device_builtin_variable_threadIdx.y)); 
# 31
for (int j = 0; j < (TILE_DIM); j += (BLOCK_ROWS)) { 
# 32
if ((x < height) && ((y + j) < width)) { 
# 33
(odata[((y + j) * height) + x]) = ((tile[__device_builtin_variable_threadIdx.x])[(__device_builtin_variable_threadIdx.y) + j]); }  }  
# 34
} 
#endif
# 36 "kernel_transpose.cu"
int main() 
# 37
{ 
# 38
const int w = 1024, h = 768; 
# 39
dim3 grid(w / (TILE_DIM), h / (TILE_DIM)), block(TILE_DIM, BLOCK_ROWS); 
# 40
(__cudaPushCallConfiguration(grid, block)) ? (void)0 : transpose_naive(nullptr, nullptr, w, h); 
# 41
(__cudaPushCallConfiguration(grid, block)) ? (void)0 : transpose_tiled(nullptr, nullptr, w, h); 
# 42
return 0; 
# 43
} 

# 1 "kernel_transpose.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1587337d_19_kernel_transpose_cu_a7bd1413
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "kernel_transpose.cudafe1.stub.c"
#include "kernel_transpose.cudafe1.stub.c"
# 1 "kernel_transpose.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
