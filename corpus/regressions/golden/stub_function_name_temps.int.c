# 1 "stub_function_name_temps.cu"
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
# 5 "stub_function_name_temps.cu"
__attribute__((unused)) int g2(int a, int b); 
# 6
__attribute__((unused)) int g(int a, int b) {int volatile ___ = 1;(void)a;(void)b;::exit(___);}
#if 0
# 6
{ return g2(a + 1, b + 1); } 
#endif
# 7 "stub_function_name_temps.cu"
__attribute__((visibility("hidden"))) void k(int *__restrict__ p) ;
#if 0
# 7
{ } 
#endif
# 8 "stub_function_name_temps.cu"
__attribute__((visibility("hidden"))) void k2(int *__restrict__ p) ;
#if 0
# 8
{ const char *s = (__func__); } 
#endif
# 9 "stub_function_name_temps.cu"
static inline const char *h() { return __func__; } 
# 10
static inline const char *unused() { return __PRETTY_FUNCTION__; } 
# 11
const char *both() { const char *a = (__func__); const char *b = (__PRETTY_FUNCTION__); return __func__; } 
# 12
template< class T> const char *t(T) { return __func__; } 
# 13
template< class T> const char *never(T) { return __func__; } 
# 14
int main() { (__cudaPushCallConfiguration(1, 1)) ? (void)0 : k(0); (__cudaPushCallConfiguration(1, 1)) ? (void)0 : k2(0); h(); t(1); t((2.0)); return 0; } 

# 1 "stub_function_name_temps.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0d082202_27_stub_function_name_temps_cu__Z1gii
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "stub_function_name_temps.cudafe1.stub.c"
#include "stub_function_name_temps.cudafe1.stub.c"
# 1 "stub_function_name_temps.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
