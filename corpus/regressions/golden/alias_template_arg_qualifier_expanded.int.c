# 1 "alias_template_arg_qualifier_expanded.cu"
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
template< bool B, class T = void> struct enable_if { typedef T type; }; 
# 6
template< bool B, class T = void> using enable_if_t = typename enable_if< B, T> ::type; 
# 7
template< class ...B> struct and_ { static const bool value = true; }; 
# 8
template< class A> struct not_ { static const bool value = true; }; 
# 9
template< class A, class B> struct is_same { static const bool value = false; }; 
# 10
template< class A> struct gt { typedef int type; }; 
# 11
namespace det { 
# 12
template< class S> using gen_t = typename gt< S> ::type; 
# 13
template< class S, class E, class R, class G = gen_t< S> > using is_ss = and_< not_< is_same< S, E> > , not_< is_same< S, R> > > ; 
# 15
template< class S, class E> using is_two = and_< not_< is_same< S, E> > > ; 
# 16
}
# 17
template< class U> struct lce { 
# 18
template< class S> using If_ss = typename enable_if< and_< not_< is_same< S, lce> > , not_< is_same< S, U> > > ::value> ::type; 
# 19
template< class S> using mem = and_< not_< is_same< S, U> > > ; 
# 20
typedef typename enable_if< and_< not_< is_same< U, int> > > ::value> ::type T1; 
# 21
typename enable_if< mem< U> ::value, int> ::type f1(); 
# 22
enable_if_t< and_< not_< is_same< U, int> > > ::value, int>  f2(); 
# 23
enable_if_t< mem< U> ::value, int>  f3(); 
# 24
static const bool w = (det::is_two< U, int> ::value); 
# 25
}; 
# 26
template< class S> using G_ss = typename enable_if< and_< not_< is_same< S, long> > > ::value> ::type; 
# 27
int main() { return 0; } 

# 1 "alias_template_arg_qualifier_expanded.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a8c8e36d_40_alias_template_arg_qualifier_expanded_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "alias_template_arg_qualifier_expanded.cudafe1.stub.c"
#include "alias_template_arg_qualifier_expanded.cudafe1.stub.c"
# 1 "alias_template_arg_qualifier_expanded.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
