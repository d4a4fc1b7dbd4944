# 1 "template_arg_first_spelling.cu"
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
# 4 "template_arg_first_spelling.cu"
template< class T> struct S1 { }; 
# 5
S1< signed short>  a1; 
# 6
S1< signed int>  a2; 
# 7
S1< signed int>  a3; 
# 8
S1< const signed long *>  a4; 
# 9
template< class T> void g(T) { } 
# 10
void h() { g< signed short> (1); S1< signed short>  loc; } 
# 11
template< class T> struct S2 { S1< signed short>  m; S1< T>  n; }; 
# 12
typedef signed short ss_t; 
# 13
S1< signed short>  a5; 
# 14
template< class T> struct P { T *t; }; 
# 15
P< void (const int q)>  p1; 
# 16
P< void (const int q)>  p2; 
# 17
P< void (const int q)>  p3; 
# 18
P< void (*)(int x, float)>  p4; 
# 19
template< class ...T> struct one_of { }; 
# 20
template< class T> using sints = one_of< T, signed char, signed short, signed long long, unsigned short, long> ; 

# 1 "template_arg_first_spelling.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__aa864ef8_30_template_arg_first_spelling_cu__Z1hv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_arg_first_spelling.cudafe1.stub.c"
#include "template_arg_first_spelling.cudafe1.stub.c"
# 1 "template_arg_first_spelling.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
