# 1 "kernel_namespaces.cu"
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
# 3 "kernel_namespaces.cu"
namespace img { 
# 4
namespace ops { 
# 6
__attribute__((visibility("hidden"))) void invert(unsigned char *px, int n) ;
#if 0
# 7
{ 
# 8
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
if (i < n) { (px[i]) = (255 - (px[i])); }  
# 10
} 
#endif
# 11 "kernel_namespaces.cu"
}
# 13
__attribute__((visibility("hidden"))) void threshold(unsigned char *px, int n, unsigned char t) ;
#if 0
# 14
{ 
# 15
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
if (i < n) { (px[i]) = (((px[i]) > t) ? 255 : 0); }  
# 17
} 
#endif
# 18 "kernel_namespaces.cu"
}
# 20
namespace _GLOBAL__N__d5bc73b1_20_kernel_namespaces_cu_5e8862fd __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__d5bc73b1_20_kernel_namespaces_cu_5e8862fd; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__d5bc73b1_20_kernel_namespaces_cu_5e8862fd __attribute__((visibility("hidden")))  { 
# 22
void clear(unsigned char *px, int n) ;
#if 0
# 23
{ 
# 24
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
if (i < n) { (px[i]) = (0); }  
# 26
} 
#endif
# 27 "kernel_namespaces.cu"
int launches = 0; 
# 28
}
# 30
namespace img { namespace ops { namespace detail { 
# 31
inline int grid_for(int n) { return (n + 255) / 256; } 
# 32
}}}
# 34
void process(unsigned char *px, int n) 
# 35
{ 
# 36
using namespace img;
# 37
namespace D = img::ops::detail;
# 38
(__cudaPushCallConfiguration(D::grid_for(n), 256)) ? (void)0 : clear(px, n); 
# 39
(__cudaPushCallConfiguration(D::grid_for(n), 256)) ? (void)0 : ops::invert(px, n); 
# 40
(__cudaPushCallConfiguration(D::grid_for(n), 256)) ? (void)0 : img::threshold(px, n, 128); 
# 41
launches += 3; 
# 42
} 

# 1 "kernel_namespaces.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d5bc73b1_20_kernel_namespaces_cu_5e8862fd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "kernel_namespaces.cudafe1.stub.c"
#include "kernel_namespaces.cudafe1.stub.c"
# 1 "kernel_namespaces.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
