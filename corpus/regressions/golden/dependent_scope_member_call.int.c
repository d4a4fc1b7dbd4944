# 1 "dependent_scope_member_call.cu"
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
template< class T> struct W { 
# 5
T t; static T st; 
# 6
int f(T a, T *p) { 
# 7
int x = (T::id._M_id)(); 
# 8
int y = a.g(); 
# 9
int z = p->g(); 
# 10
int v = (t).g(); 
# 11
int u = st.g(); 
# 12
int q = W< T> ::st.g(); 
# 13
int r = (T::ptr->g)(); 
# 14
return (((((x + y) + z) + v) + u) + q) + r; 
# 15
} 
# 16
}; 
# 17
int main() { return 0; } 

# 1 "dependent_scope_member_call.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__24629b89_30_dependent_scope_member_call_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_scope_member_call.cudafe1.stub.c"
#include "dependent_scope_member_call.cudafe1.stub.c"
# 1 "dependent_scope_member_call.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
