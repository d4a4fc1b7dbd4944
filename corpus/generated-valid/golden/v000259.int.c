# 1 "v000259.cu"
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
# 16 "v000259.cu"
__attribute__((visibility("hidden"))) void split8(int stride9, double b10) ;
#if 0
# 16
{ 
# 17
auto prod11 = (stride9 + b10) + (44); 
# 18
do { double tmp_ = prod11; prod11 = b10; b10 = tmp_; } while (0); 
# 19
signed char *val12 = (nullptr); 
# 20
if (44 == (stride9 - 35)) { 
# 21
return; 
# 22
}  
# 23
__attribute__((unused)) static float sh_13[32]; 
# 24
} 
#endif
# 25 "v000259.cu"
__attribute__((visibility("hidden"))) void mix14(short *acc15, unsigned long long a16, const float *in17, unsigned long long *dst18) ;
#if 0
# 25
{ 
# 26
unsigned idx19 = __device_builtin_variable_threadIdx.x; 
# 27
(acc15[__device_builtin_variable_blockIdx.z])--; 
# 28
switch (__device_builtin_variable_warpSize) { 
# 29
case sizeof(float):  { 
# 30
--(acc15[idx19]); 
# 31
float t20 = (21.875F); 
# 32
break; 
# 33
} 
# 34
case 3:  
# 35
(acc15[a16]) = (49); 
# 36
break; 
# 37
case 2:  
# 38
break; 
# 39
}  
# 40
} 
#endif
# 41 "v000259.cu"
int main() { 
# 42
int size21 = 3137; 
# 43
(__cudaPushCallConfiguration(1 << 8, dim3(2 * 16, (44 + (16 + 68)) * 4, (size21 + 31) / 32))) ? (void)0 : split8((size21 / size21) - 16, (3.625)); 
# 44
(__cudaPushCallConfiguration(128, 256)) ? (void)0 : split8(44, 60 + size21); 
# 45
(__cudaPushCallConfiguration(dim3(sizeof(int) * (4), (size21 + 255) / 256), ((dim3)(1 << 5)), 0, (cudaStream_t)0)) ? (void)0 : mix14((short *)nullptr, 20, nullptr, (unsigned long long *)nullptr); 
# 46
return 0; 
# 47
} 

# 1 "v000259.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__04645738_10_v000259_cu_66ba5dde
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000259.cudafe1.stub.c"
#include "v000259.cudafe1.stub.c"
# 1 "v000259.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
