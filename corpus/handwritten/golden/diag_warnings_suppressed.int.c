# 1 "diag_warnings_suppressed.cu"
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
# 9 "diag_warnings_suppressed.cu"
static int d_mode; 
# 10
const int kMagic = 1129661505; 
# 12
__attribute__((visibility("hidden"))) void tune(int *table, int n) ;
#if 0
# 13
{ 
# 14
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
if (i < n) { (table[i]) = ((kMagic ^ i) ^ d_mode); }  
# 16
} 
#endif
# 18 "diag_warnings_suppressed.cu"
int pick(int requested) 
# 19
{ 
# 20
int mode; 
# 21
if ((mode = requested)) { 
# 22
return mode; }  
# 23
return d_mode; 
# 24
return -1; 
# 25
} 
# 27
int main() 
# 28
{ 
# 29
(__cudaPushCallConfiguration(2, 64)) ? (void)0 : tune(nullptr, 128); 
# 30
return pick(0); 
# 31
} 

# 1 "diag_warnings_suppressed.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ee4d86ef_27_diag_warnings_suppressed_cu_d_mode
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "diag_warnings_suppressed.cudafe1.stub.c"
#include "diag_warnings_suppressed.cudafe1.stub.c"
# 1 "diag_warnings_suppressed.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
