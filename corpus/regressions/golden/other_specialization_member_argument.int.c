# 1 "other_specialization_member_argument.cu"
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
template< class T> T &&mv(T &t) { return static_cast< T &&>(t); } 
# 3
template< class A, class B> struct pr { A first; B second; }; 
# 4
template< class A, class B> A &&get1(pr< A, B>  &&p) { return mv((p.first)); } 
# 5
template< class C> struct comp { C m; }; 
# 6
template< class C> struct val { C _M_comp; explicit val(const comp< C>  &c) : _M_comp((c.m)) { } val(comp< C>  &&c) : _M_comp(mv((c.m))) { } }; 
# 7
template< class C> struct self { C x; C g(const self &o) { return mv(o.x); } }; 

# 1 "other_specialization_member_argument.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ebb1b3b6_39_other_specialization_member_argument_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "other_specialization_member_argument.cudafe1.stub.c"
#include "other_specialization_member_argument.cudafe1.stub.c"
# 1 "other_specialization_member_argument.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
