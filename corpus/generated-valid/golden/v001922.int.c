# 1 "v001922.cu"
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
# 9 "v001922.cu"
__attribute__((visibility("hidden"))) void norm4(const float *in5, long a6) ;
#if 0
# 9
{ 
# 10
int gid7 = __device_builtin_variable_threadIdx.x; 
# 11
if (gid7 != (in5[6])) { 
# 12
goto finish8; 
# 13
}  
# 14
if (gid7 >= a6) { 
# 15
return; }  
# 16
a6 %= (__device_builtin_variable_blockIdx.x); 
# 17
a6 &= a6; 
# 18
finish8:; ; 
# 19
} 
#endif
# 21 "v001922.cu"
__attribute__((visibility("hidden"))) void decay9(long *__restrict__ buf10, const int *coef11, int lane12, int *dst13) ;
#if 0
# 21
{ 
# 22
if (coef11 == (nullptr)) { 
# 23
lane12 = (*dst13); }  
# 24
(*buf10) %= (L'\x20'); 
# 25
(dst13[5]) <<= 5; 
# 26
} 
#endif
# 28 "v001922.cu"
int main() { 
# 29
int size14 = 982; 
# 30
(__cudaPushCallConfiguration((size14 + 31) / 32, 1 << 9, sizeof(float) * (256))) ? (void)0 : norm4(static_cast< const float *>(nullptr), 60); 
# 31
int u15 = 42L * size14; 
# 32
(__cudaPushCallConfiguration(32, sizeof(float) * (32))) ? (void)0 : decay9(nullptr, &u15, u15, &size14); 
# 33
return 0; 
# 34
} 

# 1 "v001922.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__adf5f75e_10_v001922_cu_e7c668fe
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001922.cudafe1.stub.c"
#include "v001922.cudafe1.stub.c"
# 1 "v001922.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
