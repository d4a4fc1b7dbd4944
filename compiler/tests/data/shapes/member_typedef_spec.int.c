# 1 "member_typedef_spec.cu"
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
# 2 "member_typedef_spec.cu"
namespace n { 
# 3
template< bool B, class T = void> struct enable_if { }; 
# 4
template< class T> struct enable_if< true, T>  { typedef T type; }; 
# 5
template< class T, int N> struct V { typedef T elem; }; 
# 6
template< class T> struct V< T, 1>  { typedef T *elem; }; 
# 7
template<> struct V< char, 2>  { typedef long elem; }; 
# 8
}
# 9
template< class A, class B> struct is_same { static constexpr inline bool value = false; }; 
# 10
n::enable_if< true, int> ::type a1; 
# 11
n::enable_if< true> ::type *a2; 
# 12
n::V< int, 3> ::elem a3; 
# 13
n::V< int, 1> ::elem a4; 
# 14
n::V< char, 2> ::elem a5; 
# 15
static_assert((!is_same< float *, int> ::value), "x");
# 16
static_assert((!is_same< long, int> ::value), "y");
# 17
namespace n { V< short, 1> ::elem a6; }
# 18
template< class T> struct U { typedef const T ct; typedef ct *pct; }; 
# 19
U< int> ::pct a7; 
# 20
static_assert((!is_same< const int *, int> ::value), "z");
# 21
template< class T> void g(typename U< T> ::pct p) { } 
# 22
void h() { g< int> (0); U< double> ::ct d = (1.0); (void)d; } 
# 23
template< class T> struct remove_extent { using type = T; }; 
# 24
template< class T, unsigned long N> struct remove_extent< T [N]>  { using type = T; }; 
# 25
template< class T> struct remove_extent< T []>  { using type = T; }; 
# 26
template< class T> struct rp { typedef T type; }; 
# 27
template< class T> struct rp< T *>  { typedef T type; }; 
# 28
rp< char *> ::type x1; 
# 29
remove_extent< double [3]> ::type x2; 
# 30
static_assert((!is_same< float, int> ::value), "e");
# 31
static_assert((!is_same< int, long> ::value), "f");

# 1 "member_typedef_spec.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fb14f008_22_member_typedef_spec_cu__Z1hv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "member_typedef_spec.cudafe1.stub.c"
#include "member_typedef_spec.cudafe1.stub.c"
# 1 "member_typedef_spec.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
