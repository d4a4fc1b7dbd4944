# 1 "template_const_init_constexpr_call.cu"
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
# 6 "template_const_init_constexpr_call.cu"
constexpr double cf() { return (0.5); } 
# 7
constexpr int ci() { return 2; } 
# 8
int nf(); 
# 9
template< class T> struct lim { static constexpr T eps() { return (T)1; } }; 
# 10
template<> struct lim< float>  { static constexpr float eps() { return (1.0F); } }; 
# 11
template< class T> void f(T t) { 
# 12
const double a = ((1) - cf()); 
# 13
const int b = (ci() + 1); 
# 14
int c = ci() + 1; 
# 15
double d = (1) - cf(); 
# 16
const double e = cf(); 
# 17
const int g = nf() + 1; 
# 18
const double i = ((1) - lim< float> ::eps()); 
# 19
const double j = (((1) - cf()) / (2)); 
# 20
constexpr double m = (((1) - cf()) / (2)); 
# 21
int k = ci(); 
# 22
(void)a; (void)b; (void)c; (void)d; (void)e; (void)g; (void)i; (void)j; (void)k; (void)m; 
# 23
} 
# 24
template< class T> struct S { 
# 25
T x; 
# 26
void h() { const double n = ((1) - lim< float> ::eps()); double o = (1) - cf(); (void)n; (void)o; } 
# 27
}; 
# 28
void g() { 
# 29
const double a = ((1) - cf()); 
# 30
int c = (ci() + 1); 
# 31
double d = ((1) - cf()); 
# 32
(void)a; (void)c; (void)d; 
# 33
} 

# 1 "template_const_init_constexpr_call.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__549b031e_37_template_const_init_constexpr_call_cu__Z1gv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_const_init_constexpr_call.cudafe1.stub.c"
#include "template_const_init_constexpr_call.cudafe1.stub.c"
# 1 "template_const_init_constexpr_call.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
