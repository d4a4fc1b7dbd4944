# 1 "v001423.cu"
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
# 22 "v001423.cu"
__attribute__((visibility("hidden"))) void count6_kernel(const int *coef7) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern float dyn_8[]; 
# 25
unsigned tid9 = __device_builtin_variable_threadIdx.x; 
# 26
int *res10 = (nullptr); 
# 27
--(res10[tid9]); 
# 28
} 
#endif
# 30 "v001423.cu"
float run_weigh11(float b12) 
# 31
{ 
# 32
++b12; 
# 33
int sum13 = (18) + b12; 
# 34
return sum13; 
# 35
} 
# 37
int main() 
# 38
{ 
# 39
int len14 = 3236; 
# 40
len14--; 
# 41
(__cudaPushCallConfiguration(dim3((len14 + 63) / 64, 2), 32 + 224)) ? (void)0 : count6_kernel(nullptr); 
# 42
int w15 = 0; 
# 43
while (w15 < (8 + 4)) { 
# 44
(__cudaPushCallConfiguration(((dim3)(sizeof(float))), sizeof(float) * (32))) ? (void)0 : count6_kernel(static_cast< const int *>(nullptr)); 
# 45
(__cudaPushCallConfiguration(512, sizeof(float) * (8 + 56))) ? (void)0 : count6_kernel(static_cast< const int *>(nullptr)); 
# 46
++w15; 
# 47
}  
# 48
len14--; 
# 49
return 0; 
# 50
} 

# 1 "v001423.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a9d783e5_10_v001423_cu_24d71355
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001423.cudafe1.stub.c"
#include "v001423.cudafe1.stub.c"
# 1 "v001423.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
