# 1 "v001360.cu"
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
# 21 "v001360.cu"
__attribute__((visibility("hidden"))) void accum9(float *dst10, int len11, double *__restrict__ acc12) ;
#if 0
# 22
{ 
# 23
static_assert((14 == 14), "size check");
# 24
(acc12[len11]) = (*acc12); 
# 25
(acc12[len11 & 7])--; 
# 26
{ 
# 27
(acc12[4]) = (-(~((int)(dst10[len11])))); 
# 28
(*acc12) = (25 * (len11 | 1)); 
# 29
} 
# 30
auto idx13 = (53 + (len11 + 41)) * ((43U) - (*dst10)); 
# 31
} 
#endif
# 32 "v001360.cu"
int main() 
# 33
{ 
# 34
int len14 = 391; 
# 35
if (((len14 > 59UL) ? len14 : 59UL) != len14) { 
# 36
return 53UL - (len14 - 18); }  
# 37
float mid15 = (((len14 << 11) > len14) ? len14 << 11 : len14) * (0 % (len14 + 1)); 
# 38
(__cudaPushCallConfiguration(dim3((len14 + 255) / 256, (len14 + 31) / 32, 32), 8 * 8, (11 + (18 + 483)) * 2)) ? (void)0 : accum9(nullptr, mid15, (double *)nullptr); 
# 39
return 0; 
# 40
} 

# 1 "v001360.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__53e7ba73_10_v001360_cu_1a1904ef
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001360.cudafe1.stub.c"
#include "v001360.cudafe1.stub.c"
# 1 "v001360.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
