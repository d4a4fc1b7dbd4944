# 1 "gnu_libstdcxx_constructs.cu"
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
void *operator new(size_t, void * p) noexcept; 
# 7
template< class T> T &&fwd(T &t) { return static_cast< T &&>(t); } 
# 8
template< class Tp, class ...Args> void 
# 9
construct_at(Tp *p, Args &&...args) 
# 10
{ ::new ((void *)p) Tp(fwd< Args> (args)...); } 
# 12
template< class T, class A> struct vec { void r(size_t n); }; 
# 13
template< class A> struct Base { typedef int *BP; typedef int BT; }; 
# 14
template< class T> struct G { typedef T type; }; 
# 15
template< class A> 
# 16
struct vec< bool, A>  : protected Base< A>  { 
# 17
typedef Base< A>  Base_; 
# 18
typedef typename Base< A> ::BT BT; 
# 19
typedef typename G< A> ::type GT; 
# 20
using typename Base< A> ::BP;
# 21
typedef ::size_t size_type; 
# 22
void re(size_type n); 
# 23
}; 
# 24
template< class A> void 
# 25
vec< bool, A> ::re(size_type n) 
# 26
{ 
# 27
size_type m = n; 
# 28
(void)m; 
# 29
} 
# 31
__int128 big = (1); 
# 32
unsigned __int128 ubig = (2); 
# 33
template< class T> using void_t __attribute((deprecated)) = void; 
# 34
using first_argument_type __attribute((deprecated)) = int; 
# 35
float as_float(int x) { return __builtin_bit_cast(float, x); } 
# 36
template< class To, class From> To bit_cast(const From &f) { return __builtin_bit_cast(To, f); } 
# 38
int main() { int x; construct_at(&x, 3); vec< bool, int>  v; v.re(2); return (int)as_float(0); } 

# 1 "gnu_libstdcxx_constructs.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f586dfb2_27_gnu_libstdcxx_constructs_cu_big
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "gnu_libstdcxx_constructs.cudafe1.stub.c"
#include "gnu_libstdcxx_constructs.cudafe1.stub.c"
# 1 "gnu_libstdcxx_constructs.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
