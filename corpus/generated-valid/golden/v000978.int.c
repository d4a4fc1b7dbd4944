# 1 "v000978.cu"
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
# 24 "v000978.cu"
struct Vec6 { 
# 25
float mass7; 
# 26
int id8; 
# 27
}; 
# 29
__attribute__((visibility("hidden"))) void stencil9_kernel(int stride10) ;
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern float dyn_11[]; 
# 31
unsigned long s12((stride10 < 47) ? stride10 : 47); 
# 32
__attribute__((unused)) static long sh_13[32]; 
# 33
stride10 = ((stride10 & (sh_13[21])) * (s12 | (s12 + sizeof(char)))); 
# 34
const int h14 = stride10; 
# 35
(sh_13[10]) = ((((s12 ^ (61L)) < (44)) ? s12 ^ (61L) : (44)) * h14); 
# 36
} 
#endif
# 38 "v000978.cu"
int main() { 
# 39
int n15 = 803; 
# 40
(__cudaPushCallConfiguration((n15 + 255) / 256, dim3((n15 + 127) / 128, (n15 + 31) / 32))) ? (void)0 : stencil9_kernel(8); 
# 41
unsigned val16 = 2798LL % (n15 - n15); 
# 42
return 0; 
# 43
} 

# 1 "v000978.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__acdf93fe_10_v000978_cu_d9669228
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000978.cudafe1.stub.c"
#include "v000978.cudafe1.stub.c"
# 1 "v000978.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
