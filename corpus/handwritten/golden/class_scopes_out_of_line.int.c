# 1 "class_scopes_out_of_line.cu"
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
# 7 "class_scopes_out_of_line.cu"
class locale { 
# 9
public: class facet; 
# 10
class id; 
# 11
typedef int category; 
# 12
}; 
# 13
class locale::facet { 
# 14
const facet *shim(const id *) const; 
# 15
category c; 
# 16
}; 
# 17
class locale::id { int x; }; 
# 19
template< class A> struct at { static void on_swap(A &, A &) { } }; 
# 20
template< class C, class A = int> class bs; 
# 21
template< class C, class A> 
# 22
class bs { 
# 23
typedef at< A>  traits; 
# 25
public: A &get(); 
# 26
void swap(bs & s); 
# 27
union { C buf[4]; unsigned long cap; }; 
# 28
unsigned long capacity() const { return cap; } 
# 29
}; 
# 30
template< class C, class A> void 
# 31
bs< C, A> ::swap(bs &s) { traits::on_swap(get(), s.get()); } 
# 33
struct L { 
# 34
bool operator==(const L & o) const throw(); 
# 35
bool operator!=(const L &o) const throw() { return !this->operator==(o); } 
# 36
}; 
# 37
bool differ(L a, L b) { return (!a.operator==(b)) && (&a)->operator!=(b); } 
# 39
long double wide = ((1.0)); 
# 40
bool same = __is_same(long double, long double); 
# 42
__attribute__((visibility("hidden"))) void k(float *out) ;
#if 0
# 42
{ (out[0]) = ((float)sizeof(bs< char> )); } 
#endif

# 1 "class_scopes_out_of_line.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ff0e4c9e_27_class_scopes_out_of_line_cu_614d5036
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "class_scopes_out_of_line.cudafe1.stub.c"
#include "class_scopes_out_of_line.cudafe1.stub.c"
# 1 "class_scopes_out_of_line.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
