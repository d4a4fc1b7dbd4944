# 1 "typedef_qualifier_in_template_arg.cu"
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
# 3
template< unsigned long A, unsigned long B> struct Pair { static constexpr inline unsigned long hi = A, lo = B; typedef Pair type; }; 
# 4
template< unsigned long A> struct Gate { typedef int type; static const int v = 1; struct valid { static const bool value = true; }; }; 
# 5
template< unsigned long A> int pick() { return 0; } 
# 6
template< class T> struct Wrap { typedef T type; }; 
# 7
template< class A, class B> struct Div { typedef Pair< 2UL, 3UL>  type; }; 
# 8
template< class A, class B> using div_t = typename Div< A, B> ::type; 
# 9
typedef Pair< 1UL, 2UL>  Fixed; 
# 10
template< unsigned long N> struct Big { 
# 11
static constexpr inline unsigned long q = (N / (2)); 
# 12
typedef Pair< q, N>  P; 
# 13
typedef typename Wrap< P> ::type RP; 
# 14
using G = Gate< N> ; 
# 15
using V = typename Gate< N> ::valid; 
# 16
typedef div_t< P, RP>  CF; 
# 17
typedef Gate< Pair< q, N> ::hi>  S1; 
# 18
typedef typename Gate< Pair< q, N> ::hi> ::type T1; 
# 19
static const unsigned long x = (P::hi + P::lo); 
# 20
static const int y = (Gate< Pair< q, N> ::hi> ::v); 
# 21
int f() { return (pick< Pair< q, N> ::hi> () + pick< Wrap< P> ::type::lo> ()) + ((int)P::lo); } 
# 22
typedef Gate< Wrap< P> ::type::lo>  T2; 
# 23
typedef Gate< Pair< q, N> ::type::lo>  T3; 
# 24
typedef Gate< sizeof(P)>  T4; 
# 25
typedef Gate< (Pair< q, N> ::hi > 0)>  T5; 
# 26
typedef Gate< Pair< 1UL, 2UL> ::hi>  T6; 
# 27
typedef Gate< Gate< N> ::valid::value>  T7; 
# 28
typedef Gate< Div< P, RP> ::type::hi == 1>  T8; 
# 29
}; 
# 30
Big< 4UL>  b; 
# 31
int main() { return b.f(); } 

# 1 "typedef_qualifier_in_template_arg.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__efe5d41c_36_typedef_qualifier_in_template_arg_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "typedef_qualifier_in_template_arg.cudafe1.stub.c"
#include "typedef_qualifier_in_template_arg.cudafe1.stub.c"
# 1 "typedef_qualifier_in_template_arg.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
