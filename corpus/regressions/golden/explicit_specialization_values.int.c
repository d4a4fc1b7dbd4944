# 1 "explicit_specialization_values.cu"
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
# 2
template< unsigned long N> struct G; 
# 3
template<> struct G< 0UL>  { static int f() { return 0; } }; 
# 4
template<> struct G< 1UL>  { static int f() { return 1; } }; 
# 5
template< int N, bool B> struct H { }; 
# 6
template<> struct H< 1, true>  { }; 
# 7
template< class T, T v> struct I { }; 
# 8
template<> struct I< char, 'A'>  { }; 
# 9
template< unsigned N> struct J { }; 
# 10
template<> struct J< 3U>  { }; 
# 11
template< long N> struct K { }; 
# 12
template<> struct K< -2L>  { }; 
# 13
int x = G< 0UL> ::f() + G< 1UL> ::f(); 
# 14
G< 1UL>  *pg; 

# 1 "explicit_specialization_values.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f47f6eb1_33_explicit_specialization_values_cu_x
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "explicit_specialization_values.cudafe1.stub.c"
#include "explicit_specialization_values.cudafe1.stub.c"
# 1 "explicit_specialization_values.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
