# 1 "template_dependent_initializers.cu"
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
# 5
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 6
template< class T> struct R { 
# 7
static const int a = (sizeof(T)); 
# 8
static const int b = (1 + 2); 
# 9
static const int c = (T::v); 
# 10
static const int d = (T::v + 1); 
# 11
static constexpr inline int e = (T::v); 
# 12
static const bool f = (!T::v); 
# 13
int g = (T::v); 
# 14
int h = 3; 
# 15
enum { i = T::v, j = 4}; 
# 16
}; 
# 17
template< int N> struct W { static const int a = N; static const int b = (N + 1); static const int c = (-N); int d = N; }; 
# 18
template< int N> constexpr int vt = N; 
# 19
template< int N> constexpr int vt2 = (N + 1); 
# 20
template< class T> constexpr int vt3 = (T::v); 
# 21
template< class T> int fn() { int x = (T::v); return x; } 
# 23
template< class T, class ...U> 
# 24
struct Q { static const int v = (Q< U...> ::v); }; 
# 25
template< class T> 
# 26
struct S { static const int v = (S< T *> ::v + 1); }; 
# 28
template< class ...Types> struct SA { static const size_t A = (0); static const size_t Z = (0); }; 
# 29
template< class Tp, class ...Types> 
# 30
struct SA< Tp, Types...>  { 
# 31
static const size_t A = ((__alignof__(Tp) > SA< Types...> ::A) ? __alignof__(Tp) : SA< Types...> ::A); 
# 34
static const size_t B = (SA< Types...> ::Z); 
# 35
}; 
# 37
template< int N> struct En { 
# 38
enum { a, b = 1, c = 5, d, e = N, f, g = N + 1, h = sizeof(int)}; 
# 39
enum { a1 = N, b1 = 0, c1}; 
# 40
enum { x = -1, y = 0, z = 1}; 
# 41
enum { p, q}; 
# 42
enum class E2 { s, t = 1}; 
# 43
}; 
# 44
template< int N> void local_enum() { enum { a, b}; } 
# 45
enum { a0, b0, c0 = 5, d0}; 
# 47
struct V { static const int v = 7; }; 
# 48
int use() { return (R< V> ::c + W< 2> ::b) + SA< int, double> ::A; } 

# 1 "template_dependent_initializers.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5479f73b_34_template_dependent_initializers_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_dependent_initializers.cudafe1.stub.c"
#include "template_dependent_initializers.cudafe1.stub.c"
# 1 "template_dependent_initializers.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
