# 1 "stub_unevaluated_operand_references.cu"
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
# 7 "stub_unevaluated_operand_references.cu"
struct A { int f(int) const { return 1; } }; 
# 8
struct B { int g(int) const { return 2; } }; 
# 9
struct C { int h(int) const { return 3; } }; 
# 10
struct D { int d(int) const { return 4; } }; 
# 11
struct E { int e(int) const { return 5; } }; 
# 12
template< class T> struct V { int sw(V &, int = 0) { return 0; } }; 
# 13
template< class T> void t0(V< T>  &x, V< T>  &y) noexcept(noexcept(x.sw(y))) { } 
# 14
template< class T> auto t1(V< T>  &x)->__decltype((x.sw(x))) { return 0; } 
# 15
template< class T> auto t2(T x)->__decltype((E().e(1))) { return 0; } 
# 16
A a; B bb; C cc; D dd; 
# 17
bool ne = (noexcept(a.f(1))); 
# 18
unsigned long s = sizeof bb.g(1); 
# 19
__decltype((cc.h(1))) *p; 
# 20
int host_fn() { bool x = (noexcept(a.f(1))); __decltype((dd.d(1))) y = 0; return ((x + y) + sizeof bb.g(2)) + __alignof__(__decltype((dd.d(1)))); } 
# 21
__attribute__((visibility("hidden"))) void k(int *q) ;
#if 0
# 21
{ (*q) = 1; } 
#endif
# 22 "stub_unevaluated_operand_references.cu"
int main() { return host_fn(); } 

# 1 "stub_unevaluated_operand_references.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2060ae9b_38_stub_unevaluated_operand_references_cu_ne
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "stub_unevaluated_operand_references.cudafe1.stub.c"
#include "stub_unevaluated_operand_references.cudafe1.stub.c"
# 1 "stub_unevaluated_operand_references.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
