# 1 "v000591.cu"
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
# 26 "v000591.cu"
__attribute__((visibility("hidden"))) void norm9_kernel(float q10, short *data11, float *acc12) ;
#if 0
# 26
{ 
# 27
{ 
# 28
(acc12[5]) = q10; 
# 29
double res13 = (16); 
# 30
} 
# 31
if (data11 == (nullptr)) { 
# 32
return; }  
# 33
unsigned k14 = (!data11) ? -(acc12[4]) : ((float)(2.625F)); 
# 34
unsigned sum15{k14}; 
# 35
} 
#endif
# 37 "v000591.cu"
int main() { 
# 38
int count16 = 3498; 
# 39
(__cudaPushCallConfiguration(1, dim3(2 + 6, 8, 4), sizeof(float) * (128))) ? (void)0 : norm9_kernel(21, nullptr, (float *)nullptr); 
# 40
(__cudaPushCallConfiguration(dim3(2 + (48 + (2 + (2 + (2 + 8)))), 1 << 2), ((dim3)((count16 + 63) / 64)), (7 + (48 + (2 + 7))) * 16, 0)) ? (void)0 : norm9_kernel((2.5F), (short *)nullptr, nullptr); 
# 41
return 0; 
# 42
} 

# 1 "v000591.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1925a26e_10_v000591_cu_16abe606
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000591.cudafe1.stub.c"
#include "v000591.cudafe1.stub.c"
# 1 "v000591.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
