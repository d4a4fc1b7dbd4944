# 1 "template_arg_qualifier_from_scope.cu"
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
namespace s { 
# 6
template< bool B, class T = void> struct ei { typedef T type; }; 
# 7
template< bool B, class T = void> using ei_t = typename ei< B, T> ::type; 
# 8
template< class T> struct br { static const bool value = true; }; 
# 9
template< bool B> bool h() { return B; } 
# 10
template< class T> inline ei_t< br< T> ::value, T *>  f1(T *p) { return p; } 
# 11
template< class T> inline ei_t< br< T> ::value, T *>  f2(T *p) { return p; } 
# 12
template< class T> inline typename ei< br< T> ::value, T *> ::type f3(T *p) { return p; } 
# 13
template< class T> bool f4(T *p) { return s::template br< T> ::value; } 
# 14
template< class T> bool f5() { return h< br< T> ::value> (); } 
# 15
template< class T> bool f6() { return sizeof(ei< br< T> ::value, int> ); } 
# 16
template< class T> using A1 = ei< br< T> ::value, ei< br< T> ::value> > ; 
# 17
namespace in { 
# 18
template< class T> struct D1 { static const bool value = true; }; 
# 19
template< class T> inline ei_t< D1< T> ::value, T *>  g1(T *p) { return p; } 
# 20
template< class T> bool g2() { return h< br< T> ::value && br< T *> ::value> (); } 
# 21
}
# 22
}
# 23
namespace g { 
# 24
namespace n { template< class T> struct n2 { static const bool value = true; }; }
# 25
template< class T> using it2 = n::n2< T> ; 
# 26
template< class T> inline s::ei_t< n::n2< T> ::value, T *>  k1(T *p) { return p; } 
# 27
}
# 28
namespace s { 
# 29
template< class T> inline ei_t< g::n::n2< T> ::value, T *>  k2(T *p) { return p; } 
# 30
template< class T> inline ei< g::n::n2< T> ::value, T *>  k3(T *p) { return p; } 
# 31
}
# 32
template< class T> inline s::ei_t< s::br< T> ::value, T *>  h1(T *p) { return p; } 
# 33
int main() { int x = 0; return ((*s::f1(&x)) + (*g::k1(&x))) + (*h1(&x)); } 

# 1 "template_arg_qualifier_from_scope.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__64c8e7b8_36_template_arg_qualifier_from_scope_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_arg_qualifier_from_scope.cudafe1.stub.c"
#include "template_arg_qualifier_from_scope.cudafe1.stub.c"
# 1 "template_arg_qualifier_from_scope.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
