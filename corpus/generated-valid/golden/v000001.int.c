# 1 "v000001.cu"
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
# 9 "v000001.cu"
__attribute__((visibility("hidden"))) void relax3_kernel(float *out4, int lane5) ;
#if 0
# 9
{ 
# 10
int i6 = __device_builtin_variable_threadIdx.x; 
# 11
for (int j7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j7 < i6; j7 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 12
(out4[__device_builtin_variable_threadIdx.y]) /= lane5; 
# 13
if (j7 == sizeof(int)) { 
# 14
continue; 
# 15
}  
# 16
}  
# 17
} 
#endif
# 19 "v000001.cu"
constexpr int probe8(int stride9) { 
# 20
stride9 = stride9; 
# 21
return stride9 - ((stride9 % stride9) >> stride9); 
# 22
} 
# 24
struct Bounds10 { 
# 25
int vel11, sum12; 
# 26
bool vel13; 
# 27
unsigned char y14; 
# 28
}; 
# 30
int main() { 
# 31
int len15 = 1224; 
# 32
(__cudaPushCallConfiguration((len15 + 31) / 32, 128)) ? (void)0 : relax3_kernel(nullptr, len15 / len15); 
# 33
len15 = (-((len15 * len15) * (len15 + 47))); 
# 34
(__cudaPushCallConfiguration((len15 + 63) / 64, sizeof(int) * (128), sizeof(float) * (32))) ? (void)0 : relax3_kernel(nullptr, len15); 
# 35
return 0; 
# 36
} 

# 1 "v000001.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__44f851ac_10_v000001_cu_b0746c79
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000001.cudafe1.stub.c"
#include "v000001.cudafe1.stub.c"
# 1 "v000001.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
