# 1 "volatile_overload_redeclaration.cu"
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
# 5 "volatile_overload_redeclaration.cu"
struct R { unsigned short x; }; 
# 6
struct H { 
# 7
unsigned short x; 
# 8
inline H &operator=(const R & hr); 
# 9
inline volatile H &operator=(const R & hr) volatile; 
# 10
inline operator R() const; 
# 11
inline operator R() const volatile; 
# 12
}; 
# 13
inline H &H::operator=(const R &hr) { (x) = (hr.x); return *this; } 
# 14
inline volatile H &H::operator=(const R &hr) volatile { (x) = (hr.x); return *this; } 
# 15
inline H::operator R() const { R r; (r.x) = (x); return r; } 
# 16
inline H::operator R() const volatile { R r; (r.x) = (x); return r; } 

# 1 "volatile_overload_redeclaration.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__93d9cb79_34_volatile_overload_redeclaration_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "volatile_overload_redeclaration.cudafe1.stub.c"
#include "volatile_overload_redeclaration.cudafe1.stub.c"
# 1 "volatile_overload_redeclaration.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
