# 1 "function_type_written_params.cu"
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
# 4 "function_type_written_params.cu"
typedef void (*callback_t)(void * user, int status); 
# 5
typedef void plain_fn(int a); 
# 6
void (*v1)(int x, char y); 
# 7
extern int at_exit_like(void (* func)(int status, void * arg), void * arg); 
# 8
void (*returns_fp(int a))(int b); 
# 9
using alias_fn = void (int z); 
# 10
alias_fn *pa; 
# 11
template< class T> void tf(T (*cb)(T v, int w)) { } 
# 12
void use_tf() { tf< int> (0); } 
# 13
struct M { void (*mp)(int mm); int (M::*pm)(int pmx); }; 
# 14
void by_ref(void (& r)(int rr)); 
# 15
void (*arr[2])(int ai); 
# 16
void (*const cp)(int ci) = (0); 
# 17
void (*p1)(int  a[3], void  g(int h), const int c); 
# 18
void (*p2)(const int, int [3], void (int), int *const); 
# 19
typedef void (*T1)(const int c); 
# 20
template< class T> struct X { void (*cb)(T v, int w); T (*cb2)(T vv); }; 
# 21
X< int>  xi; 

# 1 "function_type_written_params.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__11c5650c_31_function_type_written_params_cu_27289b2f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "function_type_written_params.cudafe1.stub.c"
#include "function_type_written_params.cudafe1.stub.c"
# 1 "function_type_written_params.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
