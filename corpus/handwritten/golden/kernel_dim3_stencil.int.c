# 1 "kernel_dim3_stencil.cu"
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
# 7 "kernel_dim3_stencil.cu"
__attribute__((visibility("hidden"))) void jacobi_step(const float *in, float *out, int nx, int ny) ;
#if 0
# 8
{ 
# 9
int x = (((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x)) + (1); 
# 10
int y = (((__device_builtin_variable_blockIdx.y) * (__device_builtin_variable_blockDim.y)) + (__device_builtin_variable_threadIdx.y)) + (1); 
# 11
if ((x >= (nx - 1)) || (y >= (ny - 1))) { 
# 12
return; }  
# 13
int c = (y * nx) + x; 
# 14
(out[c]) = ((0.25F) * ((((in[c - 1]) + (in[c + 1])) + (in[c - nx])) + (in[c + nx]))); 
# 15
} 
#endif
# 17 "kernel_dim3_stencil.cu"
__attribute__((visibility("hidden"))) void laplace3d(const float *in, float *out, int nx, int ny, int nz) ;
#if 0
# 18
{ 
# 19
unsigned x = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
unsigned y = ((__device_builtin_variable_blockIdx.y) * (__device_builtin_variable_blockDim.y)) + (__device_builtin_variable_threadIdx.y); 
# 21
unsigned z = ((__device_builtin_variable_blockIdx.z) * (__device_builtin_variable_blockDim.z)) + (__device_builtin_variable_threadIdx.z); 
# 22
if ((((((x == (0)) || (y == (0))) || (z == (0))) || (x >= (nx - 1U))) || (y >= (ny - 1U))) || (z >= (nz - 1U))) { 
# 23
return; }  
# 24
unsigned sxy = nx * ny; 
# 25
unsigned c = ((z * sxy) + (y * nx)) + x; 
# 26
(out[c]) = (((((((in[c - (1)]) + (in[c + (1)])) + (in[c - nx])) + (in[c + nx])) + (in[c - sxy])) + (in[c + sxy])) - ((6.0F) * (in[c]))); 
# 27
} 
#endif
# 29 "kernel_dim3_stencil.cu"
void solve(float *a, float *b, int nx, int ny, int iters) 
# 30
{ 
# 31
dim3 block(16, 16); 
# 32
dim3 grid((((nx - 2) + 16) - 1) / 16, (((ny - 2) + 16) - 1) / 16); 
# 33
for (int it = 0; it < iters; ++it) { 
# 34
(__cudaPushCallConfiguration(grid, block)) ? (void)0 : jacobi_step(a, b, nx, ny); 
# 35
float *t = a; a = b; b = t; 
# 36
}  
# 37
dim3 block3(8, 8, 4); 
# 38
(__cudaPushCallConfiguration(dim3(4, 4, 8), block3)) ? (void)0 : laplace3d(a, b, 32, 32, 32); 
# 39
} 

# 1 "kernel_dim3_stencil.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__08a5f2b2_22_kernel_dim3_stencil_cu_ccb08e74
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "kernel_dim3_stencil.cudafe1.stub.c"
#include "kernel_dim3_stencil.cudafe1.stub.c"
# 1 "kernel_dim3_stencil.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
