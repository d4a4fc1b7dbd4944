# 1 "dependent_paren_list_and_member_assignment.cu"
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
template< class C> struct is { struct sentry { sentry(is &, bool); }; }; 
# 3
template< class C> struct S { typedef C char_type; char_type *s; bool m_g; 
# 4
bool eq(char_type a, char_type b) { return a == b; } 
# 5
void f(is< C>  &in) { 
# 6
typename is< C> ::sentry cerb(in, true); 
# 7
C c(1, 2); 
# 8
int i = 0; 
# 9
while (!eq((s)[i], char_type())) { ++i; }  
# 10
} 
# 11
}; 
# 12
template< class T> struct G { T *p; bool m_g; }; 
# 13
template< class T> void g(G< T>  &guard) { (guard.m_g) = 0; (guard.m_g) = 0; } 

# 1 "dependent_paren_list_and_member_assignment.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__415b28e6_45_dependent_paren_list_and_member_assignment_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_paren_list_and_member_assignment.cudafe1.stub.c"
#include "dependent_paren_list_and_member_assignment.cudafe1.stub.c"
# 1 "dependent_paren_list_and_member_assignment.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
