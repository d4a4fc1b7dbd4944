# 1 "v001718.cu"
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
# 19 "v001718.cu"
__attribute__((visibility("hidden"))) void drift8_kernel(int n9, int lane10, int n11, double *out12) ;
#if 0
# 20
{ 
# 21
__attribute__((unused)) extern unsigned dyn_13[]; 
# 22
int tid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
(out12[__device_builtin_variable_gridDim.x]) = (61UL + tid14); 
# 24
__attribute__((unused)) static int sh_15; 
# 25
sh_15++; 
# 26
if ((sh_15 * (__device_builtin_variable_threadIdx.x)) >= (5)) { 
# 27
return; 
# 28
}  
# 29
} 
#endif
# 31 "v001718.cu"
int main() 
# 32
{ 
# 33
int len16 = 2705; 
# 34
--len16; 
# 35
dim3 off17 = dim3(1 << (6 + 1), 1); 
# 36
dim3 s18 = dim3(6 + (16 + (32 + (32 + 42))), 1 << (5 + 1)); 
# 37
const char *q19 = ("path\\to"); 
# 38
long long e20 = (float)((53) - ((double)(q19[1]))); 
# 39
len16 = len16; 
# 40
(__cudaPushCallConfiguration(s18, 32, sizeof(int) * (32))) ? (void)0 : drift8_kernel(len16, e20, -64, nullptr); 
# 41
return 0; 
# 42
} 

# 1 "v001718.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bfe20c9a_10_v001718_cu_c46e86da
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001718.cudafe1.stub.c"
#include "v001718.cudafe1.stub.c"
# 1 "v001718.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
