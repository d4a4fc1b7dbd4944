# 1 "template_lines.cu"
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
# 2 "template_lines.cu"
template< class T> using Al = T; 
# 4
template< class T> constexpr int 
# 5
vv = 1; 
# 6
template< class T> static T 
# 7
dv = ((T)1); 
# 8
template< class T> concept A = true; 
# 9
template< class T> concept B = A< T> ; 
# 12
template< class T> 
# 13
requires(A< T> ) struct S1; 
# 15
template< class T> 
# 16
requires(A< T> ) 
# 17
struct S2 { int x; }; 
# 18
template< class T> 
# 19
requires(A< T> ) constexpr int 
# 20
rv = 1; 
# 21
template< class T> 
# 22
requires(A< T> ) using RAl = T; 
# 24
template< class T> 
# 25
requires(A< T> ) void 
# 24
f10(T); 
# 27
template< class T> __attribute__((unused)) int d(T t) {int volatile ___ = 1;(void)t;
# 28
::exit(___);}
#if 0
# 27
{ return requires {t.f(); 
        t.g(); } ? 1 : 0; } 
#endif
# 29 "template_lines.cu"
struct W { template< class T> int m(T t) { return requires {t.f(); 
        t.g(); }; } }; 
# 31
int main() { return 0; } 

# 1 "template_lines.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e52b0301_17_template_lines_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_lines.cudafe1.stub.c"
#include "template_lines.cudafe1.stub.c"
# 1 "template_lines.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
