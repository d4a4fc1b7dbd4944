# 1 "kernel_grid_constant.cu"
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
# 5 "kernel_grid_constant.cu"
struct ConvParams { 
# 6
int width, height, channels; 
# 7
float weights[9]; 
# 8
float bias; 
# 9
}; 
# 11
__attribute__((unused)) float apply(const ConvParams *p, const float *img, int x, int y) 
# 12
{int volatile ___ = 1;(void)p;(void)img;(void)x;(void)y;
# 18
::exit(___);}
#if 0
# 12
{ 
# 13
float acc = p->bias; 
# 14
for (int dy = (-1); dy <= 1; ++dy) { 
# 15
for (int dx = (-1); dx <= 1; ++dx) { 
# 16
acc += (((p->weights)[((dy + 1) * 3) + (dx + 1)]) * (img[((y + dy) * (p->width)) + (x + dx)])); }  }  
# 17
return acc; 
# 18
} 
#endif
# 20 "kernel_grid_constant.cu"
__attribute__((visibility("hidden"))) void conv3x3(const ConvParams params, const float *img, float *out) ;
#if 0
# 21
{ 
# 22
int x = (((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x)) + (1); 
# 23
int y = (((__device_builtin_variable_blockIdx.y) * (__device_builtin_variable_blockDim.y)) + (__device_builtin_variable_threadIdx.y)) + (1); 
# 24
if ((x < ((params.width) - 1)) && (y < ((params.height) - 1))) { 
# 25
(out[(y * (params.width)) + x]) = apply(&params, img, x, y); }  
# 26
} 
#endif
# 28 "kernel_grid_constant.cu"
__attribute__((visibility("hidden"))) void offset(const int base, int *out) ;
#if 0
# 29
{ 
# 30
const int *pb = &base; 
# 31
(out[__device_builtin_variable_threadIdx.x]) = ((*pb) + (__device_builtin_variable_threadIdx.x)); 
# 32
} 
#endif
# 34 "kernel_grid_constant.cu"
int main() 
# 35
{ 
# 36
ConvParams p{}; 
# 37
(p.width) = 64; (p.height) = 64; (p.channels) = 1; 
# 38
for (int i = 0; i < 9; ++i) { ((p.weights)[i]) = ((1.0F) / (9.0F)); }  
# 39
(__cudaPushCallConfiguration(dim3(4, 4), dim3(16, 16))) ? (void)0 : conv3x3(p, nullptr, nullptr); 
# 40
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : offset(100, nullptr); 
# 41
return 0; 
# 42
} 

# 1 "kernel_grid_constant.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e9d21d21_23_kernel_grid_constant_cu_8ab2dd5a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "kernel_grid_constant.cudafe1.stub.c"
#include "kernel_grid_constant.cudafe1.stub.c"
# 1 "kernel_grid_constant.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
