# 1 "kernel_launch_bounds.cu"
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
# 5 "kernel_launch_bounds.cu"
constexpr int kMaxThreads = 256; 
# 6
constexpr int kMinBlocks = 4; 
# 8
__attribute__((visibility("hidden"))) void vec_add(const float *a, const float *b, float *c, int n) ;
#if 0
# 9
{ 
# 10
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
if (i < n) { (c[i]) = ((a[i]) + (b[i])); }  
# 12
} 
#endif
# 14 "kernel_launch_bounds.cu"
__attribute__((visibility("hidden"))) void poly_eval(const float *x, float *y, int n) ;
#if 0
# 15
{ 
# 16
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
if (i >= n) { return; }  
# 18
float t = x[i]; 
# 20
(y[i]) = (((((((4.0F) * t) + (3.0F)) * t) + (2.0F)) * t) + (1.0F)); 
# 21
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 23 "kernel_launch_bounds.cu"
template< int Threads> static void 
# 24
__wrapper__device_stub_tiled_copy(const int *&src, int *&dst) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 25
{ 
# 26
(dst[((__device_builtin_variable_blockIdx.x) * (Threads)) + (__device_builtin_variable_threadIdx.x)]) = (src[((__device_builtin_variable_blockIdx.x) * (Threads)) + (__device_builtin_variable_threadIdx.x)]); 
# 27
} 
#endif

#pragma GCC diagnostic pop

# 23 "kernel_launch_bounds.cu"
template< int Threads> static void 
# 24
tiled_copy(const int *src, int *dst) 
# 25
{__wrapper__device_stub_tiled_copy<Threads>(src,dst);
# 27
return;}
#if 0
# 25
{ 
# 26
(dst[((__device_builtin_variable_blockIdx.x) * (Threads)) + (__device_builtin_variable_threadIdx.x)]) = (src[((__device_builtin_variable_blockIdx.x) * (Threads)) + (__device_builtin_variable_threadIdx.x)]); 
# 27
} 
#endif
# 29 "kernel_launch_bounds.cu"
__attribute__((visibility("hidden"))) void heavy(double *v, int n) ;
#if 0
# 30
{ 
# 31
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
if (i < n) { (v[i]) = (((v[i]) * (v[i])) - (1.0)); }  
# 33
} 
#endif
# 35 "kernel_launch_bounds.cu"
int main() 
# 36
{ 
# 37
(__cudaPushCallConfiguration(64, kMaxThreads)) ? (void)0 : vec_add(nullptr, nullptr, nullptr, 64 * kMaxThreads); 
# 38
(__cudaPushCallConfiguration(32, 128)) ? (void)0 : poly_eval(nullptr, nullptr, 4096); 
# 39
(__cudaPushCallConfiguration(10, 128)) ? (void)0 : tiled_copy< 128> (nullptr, nullptr); 
# 40
(__cudaPushCallConfiguration(8, 64)) ? (void)0 : heavy(nullptr, 512); 
# 41
return 0; 
# 42
} 

# 1 "kernel_launch_bounds.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8799383d_23_kernel_launch_bounds_cu_cd0bbe18
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "kernel_launch_bounds.cudafe1.stub.c"
#include "kernel_launch_bounds.cudafe1.stub.c"
# 1 "kernel_launch_bounds.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
