# 1 "traits_binary.cu"
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
# 4 "traits_binary.cu"
struct B { }; 
# 5
struct D : public B { }; 
# 6
struct P : private B { }; 
# 7
struct Other { }; 
# 8
struct Conv { operator int() const; }; 
# 9
struct FromInt { FromInt(int); }; 
# 10
struct ExplicitInt { explicit ExplicitInt(int); }; 
# 11
struct NoDefault { NoDefault(int, char); }; 
# 12
struct Deleted { Deleted() = delete;Deleted &operator=(const Deleted &) = delete;}; 
# 13
struct Throwing { Throwing(); Throwing(const Throwing &) noexcept; Throwing &operator=(int); }; 
# 14
struct Trivial { int a; }; 
# 15
struct L1 { int a; char b; }; 
# 16
struct L2 { int x; char y; }; 
# 17
typedef int Int; 
# 18
static_assert((__is_same(int, Int) && (!__is_same(int, const int)) && __is_same_as(B, B)), "same");
# 19
static_assert(((!__is_same(int, long)) && (!__is_same(int &, int)) && __is_same(int [2], Int [2])), "same 2");
# 20
static_assert((__is_base_of(B, D) && __is_base_of(B, P) && __is_base_of(B, B) && (!__is_base_of(D, B)) && (!__is_base_of(int, int))), "base");
# 21
static_assert((__is_constructible(B) && __is_constructible(FromInt, int) && __is_constructible(ExplicitInt, int)), "ctor");
# 22
static_assert(((!__is_constructible(NoDefault)) && __is_constructible(NoDefault, int, char) && (!__is_constructible(Deleted))), "ctor 2");
# 23
static_assert((__is_constructible(int, Conv) && __is_constructible(int &, int &) && (!__is_constructible(int &, int))), "ctor 3");
# 24
static_assert((__is_trivially_constructible(Trivial) && __is_trivially_constructible(Trivial, const Trivial &) && (!__is_trivially_constructible(FromInt, int))), "trivial ctor");
# 25
static_assert((__is_nothrow_constructible(Trivial) && (!__is_nothrow_constructible(Throwing)) && __is_nothrow_constructible(Throwing, const Throwing &)), "nothrow ctor");
# 26
static_assert((__is_assignable(int &, int) && (!__is_assignable(int, int)) && (!__is_assignable(Deleted &, const Deleted &))), "assign");
# 27
static_assert((__is_assignable(Throwing &, int) && (!__is_nothrow_assignable(Throwing &, int)) && __is_nothrow_assignable(Trivial &, Trivial)), "assign 2");
# 28
static_assert((__is_trivially_assignable(Trivial &, const Trivial &) && (!__is_trivially_assignable(Throwing &, int))), "trivial assign");
# 29
static_assert((__is_layout_compatible(L1, L2) && (!__is_layout_compatible(L1, Trivial)) && __is_layout_compatible(int, int)), "layout");
# 30
bool pairs[] = {__is_same(B, D), __is_base_of(Other, D), __is_constructible(FromInt, B)}; 
# 31
int sum() { return ((__is_same(float, float)) + (__is_assignable(B &, B))) + (__is_constructible(Conv, Conv &&)); } 
# 32
__attribute__((visibility("hidden"))) void k(int *out) ;
#if 0
# 32
{ (out[0]) = ((__is_base_of(B, D)) + (__is_nothrow_constructible(Trivial, const Trivial &))); } 
#endif

# 1 "traits_binary.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4a57c0d2_16_traits_binary_cu_pairs
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "traits_binary.cudafe1.stub.c"
#include "traits_binary.cudafe1.stub.c"
# 1 "traits_binary.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
