# 1 "conversion_function_class_cast.cu"
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
# 5 "conversion_function_class_cast.cu"
struct R { unsigned short x; }; 
# 6
struct H { unsigned short u; operator R() const { R r; (r.x) = (u); return r; } }; 
# 7
struct F { 
# 8
unsigned char v; 
# 9
explicit operator H() const { H h; (h.u) = (v); return h; } 
# 10
int f() const { return ((((H)(*this)).u) + (((H)(*this)).u)) + (((H)(*this)).u); } 
# 11
}; 
# 12
inline unsigned g1(const H a) { return ((((R)a).x) + (((R)a).x)) + (((R)a).x); } 
# 13
inline unsigned g2(const F *a, F b) { return ((((H)(*a)).u) + (((H)(a[0])).u)) + (((H)b).u); } 
# 14
struct K { int k; K(const H &h) : k(h.u) { } }; 
# 15
struct E { int k; explicit E(const H &h) : k(h.u) { } }; 
# 16
inline unsigned g3(H a) { return ((((((K)(a)).k) + (static_cast< K>(a).k)) + (((K)(a)).k)) + (static_cast< E>(a).k)) + (((E)(a)).k); } 
# 17
struct W { H h; int g() const { return (((R)(h)).x) + (((R)(this->h)).x); } }; 

# 1 "conversion_function_class_cast.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0ef2eb30_33_conversion_function_class_cast_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "conversion_function_class_cast.cudafe1.stub.c"
#include "conversion_function_class_cast.cudafe1.stub.c"
# 1 "conversion_function_class_cast.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
