# 1 "v000010.cu"
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
# 20 "v000010.cu"
__attribute__((visibility("hidden"))) void pack5_kernel(unsigned *buf6, const float *coef7) ;
#if 0
# 20
{ 
# 21
unsigned tid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
{ 
# 23
if (double flag9 = (9); buf6 == (nullptr)) { 
# 24
flag9 = ((9.625F)); 
# 25
__attribute__((unused)) static long sh_10[8]; 
# 26
__attribute__((unused)) static int sh_11; 
# 27
}  
# 28
int mid12 = buf6[6]; 
# 29
} 
# 30
float m13[2] = {}; 
# 31
} 
#endif
# 33 "v000010.cu"
int main() { 
# 34
int n14 = 2349; 
# 35
n14 = (sizeof(short)); 
# 36
n14 = (+((long long)(50 - n14))); 
# 37
cudaStream_t f15 = ((cudaStream_t)0); 
# 38
(__cudaPushCallConfiguration((n14 + 63) / 64, 23 + 233, sizeof(double) * (64), (cudaStream_t)0)) ? (void)0 : pack5_kernel((unsigned *)nullptr, nullptr); 
# 39
return 0; 
# 40
} 

# 1 "v000010.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c1241f79_10_v000010_cu_dd77a16c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000010.cudafe1.stub.c"
#include "v000010.cudafe1.stub.c"
# 1 "v000010.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
