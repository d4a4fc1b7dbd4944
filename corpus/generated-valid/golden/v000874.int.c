# 1 "v000874.cu"
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
# 18 "v000874.cu"
static void count7_kernel(int n8) ;
#if 0
# 19
{ 
# 20
float acc9 = n8; 
# 21
if ((acc9 - n8) >= (46)) { 
# 22
return; 
# 23
}  
# 24
} 
#endif
# 26 "v000874.cu"
int main() 
# 27
{ 
# 28
int n10 = 949; 
# 29
float w11 = (((n10 += n10), (n10 - n10))); 
# 30
n10 = (55UL); 
# 31
{ 
# 32
float z12 = ((unsigned char)(w11 - (7L))) % 8; 
# 33
(__cudaPushCallConfiguration((n10 + 127) / 128, 11 + (11 + (11 + 223)))) ? (void)0 : count7_kernel(3 + n10); 
# 34
} 
# 35
dim3 e13((n10 + 255) / 256, 128); 
# 36
return 0; 
# 37
} 

# 1 "v000874.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2d55ffe3_10_v000874_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000874.cudafe1.stub.c"
#include "v000874.cudafe1.stub.c"
# 1 "v000874.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
