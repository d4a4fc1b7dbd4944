# 1 "cxx_extern_c.cu"
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
# 5 "cxx_extern_c.cu"
extern "C" {
# 9
typedef 
# 6
struct { 
# 7
int n; 
# 8
float *data; 
# 9
} c_vector; 
# 11
int c_api_version = 3; 
# 12
extern int c_api_flags; 
# 13
int c_vector_sum(const c_vector * v, float * out); 
# 14
}
# 16
extern "C" __attribute__((unused)) float c_device_norm(float a, float b) {int volatile ___ = 1;(void)a;(void)b;::exit(___);}
#if 0
# 16
{ return (a * a) + (b * b); } 
#endif
# 18 "cxx_extern_c.cu"
extern "C" __attribute__((visibility("hidden"))) void c_kernel_scale(float *v, int n, float s) ;
#if 0
# 19
{ 
# 20
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
if (i < n) { (v[i]) = (s * c_device_norm(v[i], (1.0F))); }  
# 22
} 
#endif
# 24 "cxx_extern_c.cu"
extern "C" int c_vector_sum(const c_vector *v, float *out) 
# 25
{ 
# 26
float s = (0.0F); 
# 27
for (int i = 0; i < (v->n); ++i) { s += ((v->data)[i]); }  
# 28
(*out) = s; 
# 29
return 0; 
# 30
} 
# 32
int cpp_helper(int x) { return x * c_api_version; } 
# 34
extern "C" int launch_scale(c_vector *v, float s) 
# 35
{ 
# 36
(__cudaPushCallConfiguration(((v->n) + 255) / 256, 256)) ? (void)0 : c_kernel_scale(v->data, v->n, s); 
# 37
return cpp_helper(1); 
# 38
} 

# 1 "cxx_extern_c.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__94b921b1_15_cxx_extern_c_cu_cb072327
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cxx_extern_c.cudafe1.stub.c"
#include "cxx_extern_c.cudafe1.stub.c"
# 1 "cxx_extern_c.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
