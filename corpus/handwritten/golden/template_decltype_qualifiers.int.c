# 1 "template_decltype_qualifiers.cu"
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
template< bool B> struct bc { static const bool value = B; }; 
# 4
struct TL { 
# 5
template< class _Ty, class _Uy> using __call = bc< _Ty::value < _Uy::value> ; 
# 7
}; 
# 8
template< int C> struct mc { }; 
# 9
template< int C> using nx = mc< (C < 8) ? 0 : (C - 8)> ; 
# 10
template< class T> struct W { static const bool value = true; }; 
# 11
template< class T> W< T>  tst(int); 
# 12
template< class T> struct ID { static const bool value = (__decltype((tst< T> (12)))::value); }; 
# 13
template< class T> struct H { typedef typename __decltype((tst< T> (1)))::template_ok x; }; 
# 14
int main() { return ID< int> ::value ? 0 : 1; } 

# 1 "template_decltype_qualifiers.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__def14920_31_template_decltype_qualifiers_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_decltype_qualifiers.cudafe1.stub.c"
#include "template_decltype_qualifiers.cudafe1.stub.c"
# 1 "template_decltype_qualifiers.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
