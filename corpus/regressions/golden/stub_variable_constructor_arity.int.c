# 1 "stub_variable_constructor_arity.cu"
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
# 5 "stub_variable_constructor_arity.cu"
inline int by_default(int) { return 1; } 
# 6
inline int by_converting(int) { return 2; } 
# 7
inline int by_pair(int) { return 3; } 
# 8
inline int by_copy(int) { return 4; } 
# 9
template< class T> struct Opt { 
# 10
int v; 
# 11
Opt() { (v) = by_default(0); } 
# 12
Opt(const Opt &o) { (v) = by_copy(0); } 
# 13
template< class U> Opt(const Opt< U>  &) { (v) = by_converting(0); } 
# 14
template< class U> Opt(U, U, int) { (v) = by_pair(0); } 
# 15
}; 
# 16
template< class T> Opt< T>  make() { return Opt< T> (); } 
# 17
__attribute__((visibility("hidden"))) void k(int *q) ;
#if 0
# 17
{ (*q) = 1; } 
#endif
# 18 "stub_variable_constructor_arity.cu"
int main() { Opt< int>  a; Opt< float>  b = make< float> (); return (a.v) + (b.v); } 

# 1 "stub_variable_constructor_arity.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__73434b3a_34_stub_variable_constructor_arity_cu__Z1kPi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "stub_variable_constructor_arity.cudafe1.stub.c"
#include "stub_variable_constructor_arity.cudafe1.stub.c"
# 1 "stub_variable_constructor_arity.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
