# 1 "signed_written.cu"
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
# 6 "signed_written.cu"
signed int a; 
# 7
signed short b; 
# 8
signed long c; 
# 9
signed long long d; 
# 10
signed int e; 
# 11
signed __int128 i128; 
# 12
typedef signed int T1; 
# 13
typedef signed int T2; 
# 14
typedef signed char T3; 
# 15
unsigned u; 
# 16
signed int f(signed short x) { return ((signed int)x) + sizeof(signed long); } 
# 17
signed int *p; 
# 18
struct S { signed int m; signed short n: 3; }; 
# 19
int g() { signed int loc = 1; return loc; } 
# 20
__attribute__((visibility("hidden"))) void k(signed int a, signed short *b) ;
#if 0
# 20
{ } 
#endif
# 21 "signed_written.cu"
auto v = ((signed int)3); 
# 22
__decltype(((signed short)1)) z; 
# 23
int same(int x); 
# 24
signed int same(signed int x) { return x; } 

# 1 "signed_written.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0c04a4e7_17_signed_written_cu__Z1fs
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "signed_written.cudafe1.stub.c"
#include "signed_written.cudafe1.stub.c"
# 1 "signed_written.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
