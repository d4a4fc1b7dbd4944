# 1 "redeclared_spaces.cu"
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
# 3 "redeclared_spaces.cu"
__attribute__((visibility("hidden"))) void k1(int * p); 
# 4
__attribute__((visibility("hidden"))) void k1(int *p) ;
#if 0
# 5
{ 
# 6
(p[0]) = 3; 
# 7
} 
#endif
# 8 "redeclared_spaces.cu"
__attribute__((visibility("hidden"))) void k2(int * p); 
# 9
__attribute__((visibility("hidden"))) void k2(int *p) ;
#if 0
# 10
{ 
# 11
(p[0]) = 3; 
# 12
} 
#endif
# 13 "redeclared_spaces.cu"
__attribute__((visibility("hidden"))) void k3(int * p); 
# 14
__attribute__((visibility("hidden"))) void k3(int *p) ;
#if 0
# 15
{ 
# 16
(p[0]) = 3; 
# 17
} 
#endif
# 18 "redeclared_spaces.cu"
__attribute__((visibility("hidden"))) void k4(int * p); 
# 19
int f1(int x); 
# 20
int f1(int x) { return x; } 
# 21
int f3(int x); 
# 22
int f3(int x) { return x; } 
# 23
int g3(int x) { return f3(x); } 
# 24
__attribute__((unused)) int f2(int x); 
# 25
__attribute__((unused)) int f2(int x) {int volatile ___ = 1;(void)x;::exit(___);}
#if 0
# 25
{ return x; } 
#endif
# 26 "redeclared_spaces.cu"
__attribute__((unused)) int f4(int x); 
# 27
__attribute__((unused)) int f4(int x) {int volatile ___ = 1;(void)x;::exit(___);}
#if 0
# 27
{ return x; } 
#endif
# 28 "redeclared_spaces.cu"
__attribute__((unused)) int g4(int x) {int volatile ___ = 1;(void)x;::exit(___);}
#if 0
# 28
{ return f4(x) + f2(x); } 
#endif
# 29 "redeclared_spaces.cu"
int main() { (__cudaPushCallConfiguration(1, 1)) ? (void)0 : k1(0); (__cudaPushCallConfiguration(1, 1)) ? (void)0 : k2(0); (__cudaPushCallConfiguration(1, 1)) ? (void)0 : k3(0); (__cudaPushCallConfiguration(1, 1)) ? (void)0 : k4(0); return 0; } 

# 1 "redeclared_spaces.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4268b11d_20_redeclared_spaces_cu__Z2k1Pi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "redeclared_spaces.cudafe1.stub.c"
#include "redeclared_spaces.cudafe1.stub.c"
# 1 "redeclared_spaces.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
