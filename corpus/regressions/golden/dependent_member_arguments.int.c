# 1 "dependent_member_arguments.cu"
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
# 4
template< class T> T &&fw(T & t); 
# 5
template< class T> void sw(T &, T &); 
# 6
template< class A, class B> struct pr { 
# 7
A first; B second; 
# 8
pr(const A &a, const B &b) : first(a), second(b) { } 
# 9
template< class U, class V> pr(const pr< U, V>  &p) : first((p.first)), second((p.second)) { } 
# 10
template< class U, class V> pr(pr< U, V>  &&p) : first(fw< U> ((p.first))), second(fw< V> ((p.second))) { } 
# 11
void swap(pr &p) { sw(first, p.first); sw(second, p.second); } 
# 12
pr &operator=(const pr &p) { (first) = (p.first); (second) = fw< B> (p.second); return *this; } 
# 13
template< class U> void g(U u) { sw((u.x), (u.y)); fw< U> ((u.x)); int k = ((u.x)); } 
# 14
}; 
# 15
template< class T> void sw2(T &, T &); 
# 16
template< class U> int g2(U u, U *p) { (u.x) = 1; int a; a = (u.x); a = ((u.x) + 1); sw2(((u.x).y), (p->z)); a = (-(u.x)); if (u.x) { a = 2; }  u.f(); (u.x).f(); u.x(); return u.x; } 

# 1 "dependent_member_arguments.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fb81dfea_29_dependent_member_arguments_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_member_arguments.cudafe1.stub.c"
#include "dependent_member_arguments.cudafe1.stub.c"
# 1 "dependent_member_arguments.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
