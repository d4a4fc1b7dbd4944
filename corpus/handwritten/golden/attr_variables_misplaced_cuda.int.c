# 1 "attr_variables_misplaced_cuda.cu"
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
# 7 "attr_variables_misplaced_cuda.cu"
__attribute((host)) int host_var; 
# 8
__attribute((global)) static int global_var = 3; 
# 9
__attribute((unused)) int pair_a, pair_b; 
# 10
int after_a __attribute((unused)) = 3, after_b __attribute((aligned(8))); 
# 11
struct Rec { int n __attribute((aligned(4))); int m; }; 
# 12
__attribute((unused)) static int dev_var; 
# 13
__attribute((host)) static int hd_var; 
# 14
__attribute((weak)) extern int weak_var; 
# 15
__attribute((host)) extern int host_extern; 
# 17
__attribute((shared)) int shared_fn() { return 0; } 
# 18
__attribute((constant)) int constant_fn(); 
# 19
__attribute((managed)) static int managed_fn() { return 1; } 
# 21
int hd(int x) { __attribute((unused)) int local = x; return local; } 
# 23
__attribute__((visibility("hidden"))) void kernel(int *out) ;
#if 0
# 23
{ (out[0]) = hd(1); } 
#endif
# 25 "attr_variables_misplaced_cuda.cu"
int main() 
# 26
{ 
# 27
__attribute((unused)) static int counter; 
# 28
__attribute((host)) int q = 2; 
# 29
(__cudaPushCallConfiguration(1, 1)) ? (void)0 : kernel(nullptr); 
# 30
return ((shared_fn() + managed_fn()) + q) + counter; 
# 31
} 

# 1 "attr_variables_misplaced_cuda.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__18284781_32_attr_variables_misplaced_cuda_cu_after_a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "attr_variables_misplaced_cuda.cudafe1.stub.c"
#include "attr_variables_misplaced_cuda.cudafe1.stub.c"
# 1 "attr_variables_misplaced_cuda.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
