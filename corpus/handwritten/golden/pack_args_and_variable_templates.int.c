# 1 "pack_args_and_variable_templates.cu"
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
# 2 "pack_args_and_variable_templates.cu"
namespace n1 { 
# 3
template< bool ...B> struct __all { static const bool value = true; }; 
# 4
template< int ...N> struct L { static const int value = 1; }; 
# 5
template< class T, class U> constexpr bool is_nc_v = true; 
# 6
template< int N> struct I { static const bool value = true; }; 
# 7
template< class T> constexpr int sz() { return 1; } 
# 8
template< class ...T> void g(T...) { } 
# 9
template< int ...N> struct impl { 
# 10
typedef L< N...>  a; 
# 11
typedef L< (N + 1)...>  b; 
# 12
typedef L< (N + 1)...>  c; 
# 13
typedef __all< (I< N> ::value)...>  d; 
# 14
void f() { g(N...); g((N + 1)...); g(I< N> ::value...); } 
# 15
}; 
# 16
template< class ...T> struct impl2 { 
# 17
typedef L< (sz< T> ())...>  a; 
# 18
typedef L< (sizeof(T))...>  b; 
# 19
typedef __all< (is_nc_v< T, int> )...>  c; 
# 20
void f() { g(sizeof(T)...); g(sz< T> ()...); g(is_nc_v< T, int> ...); } 
# 21
}; 
# 22
}
# 23
namespace n2 { 
# 24
template< bool ...B> struct __all { static const bool value = true; }; 
# 25
template< class T, class U> constexpr bool is_nc_v = true; 
# 26
template< int N> struct I { static const bool value = true; }; 
# 27
template< class ..._Tp> struct impl { 
# 28
static const bool a = (__all< (is_nc_v< _Tp, int> )...> ::value); 
# 29
static const bool c = (__all< (sizeof(_Tp))...> ::value); 
# 30
static const bool d = (__all< (I< sizeof(_Tp)> ::value)...> ::value); 
# 31
static const bool e = (__all< (sizeof(_Tp) > (2))...> ::value); 
# 32
}; 
# 33
template< class T> struct one { 
# 34
static const bool b = (__all< is_nc_v< T, int> > ::value); 
# 35
static const bool c = (__all< is_nc_v< T, int> , true> ::value); 
# 36
}; 
# 37
}
# 38
namespace n3 { 
# 39
template< bool ...B> struct __all { static const bool value = true; }; 
# 40
template< class T, class U> constexpr bool is_nc_v = true; 
# 41
template< class T> struct one { 
# 42
static const bool b = (__all< is_nc_v< T, int> > ::value); 
# 43
static const bool c = (__all< is_nc_v< T, int> , true> ::value); 
# 44
static const bool d = __all< true> ::value; 
# 45
static const bool e = (is_nc_v< T, int> ); 
# 46
}; 
# 47
}
# 48
namespace n4 { 
# 49
template< bool ...B> struct __all { static const bool value = true; }; 
# 50
template< class T, class U> constexpr bool is_nc_v = true; 
# 51
template< class T> struct wrap { typedef T type; }; 
# 52
template< class ..._Tp> struct impl { 
# 53
template< class _Tuple, int I> using elem_at = typename wrap< _Tuple> ::type; 
# 55
template< class _Tuple> 
# 56
impl(_Tuple &&t) noexcept(__all< (is_nc_v< _Tp, elem_at< _Tuple, 0> > )...> ::value) { } 
# 57
}; 
# 58
void f() { impl< int>  x(1); } 
# 59
}
# 60
namespace s { template< class T> constexpr bool iv = true; constexpr int v = 1; template< class T> int f(T) { return 0; } }
# 61
template< bool B> struct X { }; 
# 62
template< class N> struct A { 
# 63
X< s::iv< N> >  a; 
# 64
static const bool b = (::s::iv< N> ); 
# 65
int c = ::s::v; 
# 66
int d = s::f(N()); 
# 67
int e = s::f< N> (N()); 
# 68
}; 
# 69
bool g = ::s::iv< int> ; 
# 70
int h = ::s::v; 
# 71
namespace s { template< bool B, class T, class F> struct _IfImpl { typedef T type; }; 
# 72
template< bool B, class T, class F> using _If = typename _IfImpl< B, T, F> ::type; 
# 73
template< class T> constexpr bool is_integral_v = true; typedef long ptrdiff_t; }
# 74
template< class Number> using cdt = s::_If< s::is_integral_v< Number>  && (sizeof(Number) < sizeof(int)), int, long> ; 
# 76
cdt< char>  x; 
# 77
template< int N> struct A2 { static const int v = N; }; 
# 78
template< int N> using B2 = A2< 2 < N> ; 

# 1 "pack_args_and_variable_templates.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d6781ebe_35_pack_args_and_variable_templates_cu_19f82d8c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "pack_args_and_variable_templates.cudafe1.stub.c"
#include "pack_args_and_variable_templates.cudafe1.stub.c"
# 1 "pack_args_and_variable_templates.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
