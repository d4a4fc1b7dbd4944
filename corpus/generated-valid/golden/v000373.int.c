# 1 "v000373.cu"
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
# 16 "v000373.cu"
static void probe6(int *out7, int *__restrict__ dst8, int *__restrict__ data9, const double *__restrict__ src10) ;
#if 0
# 16
{ 
# 17
int idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
if (idx11 * 9) { 
# 19
(out7[6]) = ((idx11 * (((39LL) > (*src10)) ? 21 : (__device_builtin_variable_blockDim.z))) - (((dst8[__device_builtin_variable_threadIdx.x]) + idx11) + 51)); 
# 20
}  
# 21
float idx12 = idx11; 
# 22
if (20 == (*dst8)) { 
# 23
return; 
# 24
}  
# 25
(dst8[idx11]) = (-29); 
# 26
} 
#endif
# 28 "v000373.cu"
__attribute__((visibility("hidden"))) void fuse13_kernel(float *dst14, int *dst15) ;
#if 0
# 28
{ 
# 29
switch (dst15[__device_builtin_variable_threadIdx.x]) { 
# 30
case 6 * 2:  
# 31
break; 
# 32
default:  
# 33
(*dst15) = (((dst14[(__device_builtin_variable_blockIdx.x) & (7)]) += (*dst15)), ((28) - (dst14[__device_builtin_variable_warpSize]))); 
# 34
break; 
# 35
}  
# 36
if (((dst15[(__device_builtin_variable_gridDim.x) & (7)]) != (dst15[(__device_builtin_variable_threadIdx.x) & (7)])) && ((dst14[0]) > (46))) { 
# 37
return; 
# 38
}  
# 39
} 
#endif
# 41 "v000373.cu"
int main() { 
# 42
int len16 = 601; 
# 43
if ((len16 * len16) <= len16) { 
# 44
cudaStream_t diff17 = (0); 
# 45
if (((len16 + len16) % ((50 >= len16) ? 38 : len16)) == len16) { 
# 46
len16 = 52; 
# 47
(__cudaPushCallConfiguration(512, 64 * 8, 0, diff17)) ? (void)0 : probe6(static_cast< int *>(nullptr), static_cast< int *>(nullptr), static_cast< int *>(nullptr), nullptr); 
# 48
len16 = len16; 
# 49
}  
# 50
} else { 
# 51
}  
# 52
(__cudaPushCallConfiguration((len16 + 63) / 64, 256, 1 << 10, (cudaStream_t)0)) ? (void)0 : fuse13_kernel(nullptr, nullptr); 
# 53
return 0; 
# 54
} 

# 1 "v000373.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__da453799_10_v000373_cu_70a1ce99
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000373.cudafe1.stub.c"
#include "v000373.cudafe1.stub.c"
# 1 "v000373.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
