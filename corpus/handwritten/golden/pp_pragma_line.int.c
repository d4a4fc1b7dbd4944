# 1 "pp_pragma_line.cu"
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
# 7 "pp_pragma_line.cu"
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
# 11
int host_only(int unused_param) { return 0; } 
#pragma GCC diagnostic pop
# 15
__attribute__((visibility("hidden"))) void unrolled(float *v) ;
#if 0
# 16
{ 
# 17
int unused_local; 
# 19
#pragma unroll 4
for (
# 19
int i = 0; i < 16; ++i) { 
# 20
(v[((__device_builtin_variable_threadIdx.x) * (16)) + i]) *= (2.0F); }  
# 22
#pragma unroll
for (
# 22
int j = 0; j < 4; ++j) { 
# 23
(v[j]) += (1.0F); }  
# 24
} 
#endif
# 1000 "generated_kernels.cu"
__attribute__((visibility("hidden"))) void after_line_directive(int *p) ;
#if 0
# 1001
{ 
# 1002
(p[__device_builtin_variable_threadIdx.x]) = 1000; 
# 1003
} 
#endif
# 40 "generated_kernels.cu"
#pragma pack ( push, 1 )
struct Packed { char c; int i; }; 
#pragma pack ( pop )
# 44
int main() 
# 45
{ 
# 46
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : unrolled(nullptr); 
# 47
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : after_line_directive(nullptr); 
# 48
return host_only(0) + ((int)sizeof(Packed)); 
# 49
} 

# 1 "pp_pragma_line.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a470f6c1_17_pp_pragma_line_cu_69eaf801
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "pp_pragma_line.cudafe1.stub.c"
#include "pp_pragma_line.cudafe1.stub.c"
# 1 "pp_pragma_line.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
