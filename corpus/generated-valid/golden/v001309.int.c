# 1 "v001309.cu"
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
# 11 "v001309.cu"
__attribute__((visibility("hidden"))) void scale7(int n8) ;
#if 0
# 12
{ 
# 13
int i9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
if (i9 >= n8) { 
# 15
return; 
# 16
}  
# 17
n8 &= ((long)44U); 
# 18
int t10 = ((__device_builtin_variable_warpSize - n8) + 9) + n8; 
# 19
__attribute__((unused)) static double sh_11; 
# 20
} 
#endif
# 21 "v001309.cu"
static float d_step12[4]; 
# 22
long bias13(int n14) 
# 23
{ 
# 24
(__cudaPushCallConfiguration(sizeof(int) * (16), 64, 0, 0)) ? (void)0 : scale7(35UL / n14); 
# 25
if (((long long)n14) <= n14) { 
# 26
return 22; 
# 27
}  
# 28
(__cudaPushCallConfiguration(1, 256, sizeof(unsigned) * (32 + 32), (cudaStream_t)0)) ? (void)0 : scale7(n14 - 38); 
# 29
if (44U >= (n14 + n14)) { 
# 30
return 47; 
# 31
}  
# 32
n14 %= 22; 
# 33
return 8; 
# 34
} 
# 35
int main() 
# 36
{ 
# 37
int count15 = 2376; 
# 38
if ((count15 - 0ULL) == (count15 + 8)) { 
# 39
--count15; 
# 40
} else { 
# 41
count15 *= (((((int)count15) + (count15 / 32)) + bias13(-24)) + (((count15 | 34) + 4) + bias13(count15))); 
# 42
}  
# 43
return 0; 
# 44
} 

# 1 "v001309.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a1af0059_10_v001309_cu_637cf5a6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001309.cudafe1.stub.c"
#include "v001309.cudafe1.stub.c"
# 1 "v001309.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
