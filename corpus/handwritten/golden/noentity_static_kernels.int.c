# 1 "noentity_static_kernels.cu"
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
# 6 "noentity_static_kernels.cu"
extern "C" __attribute__((unused)) void __syncthreads(); 
# 8
static float s_bias; 
# 9
static int s_launch_count = 0; 
# 11
namespace _GLOBAL__N__f24ec332_26_noentity_static_kernels_cu_MTIMECWD_PID __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__f24ec332_26_noentity_static_kernels_cu_MTIMECWD_PID; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__f24ec332_26_noentity_static_kernels_cu_MTIMECWD_PID __attribute__((visibility("hidden")))  { 
# 12
__attribute__((unused)) float leaky(float v) {int volatile ___ = 1;(void)v;::exit(___);}
#if 0
# 12
{ return (v > (0.0F)) ? v : ((0.01F) * v); } 
#endif
# 13 "noentity_static_kernels.cu"
int calls = 0; 
# 14
}
# 16
static void bias_act(float *v, int n) ;
#if 0
# 17
{ 
# 18
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (i < n) { (v[i]) = leaky((v[i]) + s_bias); }  
# 20
} 
#endif
# 22 "noentity_static_kernels.cu"
static void smooth3(const float *in, float *out, int n) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) static float win[130]; 
# 25
int i = ((__device_builtin_variable_blockIdx.x) * (128)) + (__device_builtin_variable_threadIdx.x); 
# 26
(win[(__device_builtin_variable_threadIdx.x) + (1)]) = ((i < n) ? in[i] : (0.0F)); 
# 27
if ((__device_builtin_variable_threadIdx.x) == (0)) { (win[0]) = ((i > 0) ? in[i - 1] : (0.0F)); }  
# 28
if ((__device_builtin_variable_threadIdx.x) == (127)) { (win[129]) = (((i + 1) < n) ? in[i + 1] : (0.0F)); }  
# 29
__syncthreads(); 
# 30
if (i < n) { (out[i]) = ((((win[__device_builtin_variable_threadIdx.x]) + (win[(__device_builtin_variable_threadIdx.x) + (1)])) + (win[(__device_builtin_variable_threadIdx.x) + (2)])) / (3.0F)); }  
# 31
} 
#endif
# 33 "noentity_static_kernels.cu"
static void forward(float *a, float *b, int n) 
# 34
{ 
# 35
(__cudaPushCallConfiguration((n + 127) / 128, 128)) ? (void)0 : bias_act(a, n); 
# 36
(__cudaPushCallConfiguration((n + 127) / 128, 128)) ? (void)0 : smooth3(a, b, n); 
# 37
s_launch_count += 2; 
# 38
++calls; 
# 39
} 
# 41
static int run_forward() { forward(nullptr, nullptr, 1024); return s_launch_count; } 
# 42
static int unused_result = run_forward(); 

# 1 "noentity_static_kernels.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f24ec332_26_noentity_static_kernels_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "noentity_static_kernels.cudafe1.stub.c"
#include "noentity_static_kernels.cudafe1.stub.c"
# 1 "noentity_static_kernels.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
