# 1 "decltype_of_dependent_member_address.cu"
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
template< class T> struct fp { using type = void; }; 
# 4
template< class C, class R, class A> struct fp< R (C::*)(A)>  { using type = A; }; 
# 5
template< class Fn> using fp_t = typename fp< __decltype((&Fn::operator()))> ::type; 
# 6
template< class Fn> using g_t = fp< __decltype((&Fn::f))> ; 

# 1 "decltype_of_dependent_member_address.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__def95a10_39_decltype_of_dependent_member_address_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "decltype_of_dependent_member_address.cudafe1.stub.c"
#include "decltype_of_dependent_member_address.cudafe1.stub.c"
# 1 "decltype_of_dependent_member_address.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
