# 1 "v000198.cu"
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
# 8 "v000198.cu"
static float c_score4; 
# 10
float run_bias5(float *__restrict__ acc6) { 
# 11
(acc6[2])--; 
# 12
--(*acc6); 
# 13
int x7{9}; 
# 14
--x7; 
# 15
return x7; 
# 16
} 
# 18
__attribute__((visibility("hidden"))) void update8_kernel(float alpha9, unsigned a10) ;
#if 0
# 18
{ 
# 19
unsigned tid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
--a10; 
# 21
int k12 = (14U); 
# 22
int acc13 = 22; 
# 23
alpha9--; 
# 24
} 
#endif
# 26 "v000198.cu"
int main() { 
# 27
int n14 = 2153; 
# 28
for (int j15 = 0; j15 < n14; ++j15) { 
# 29
(__cudaPushCallConfiguration(dim3(512, (n14 + 255) / 256), 256)) ? (void)0 : update8_kernel(j15, run_bias5((float *)nullptr)); 
# 30
(__cudaPushCallConfiguration(dim3(2, (j15 + 255) / 256, (j15 + 31) / 32), dim3(4 * 16, (j15 + 127) / 128))) ? (void)0 : update8_kernel(run_bias5((float *)nullptr), 52); 
# 31
}  
# 32
n14 = 59; 
# 33
const short *q16 = (nullptr); 
# 34
(__cudaPushCallConfiguration(dim3((n14 + 31) / 32, (n14 + 127) / 128), dim3(256, 8, 4))) ? (void)0 : update8_kernel(static_cast< unsigned long>(40L), 38); 
# 35
return 0; 
# 36
} 

# 1 "v000198.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ffbcaff2_10_v000198_cu_c_score4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000198.cudafe1.stub.c"
#include "v000198.cudafe1.stub.c"
# 1 "v000198.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
