# 1 "unbound_operator_less_name.cu"
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
template< class T, class U> auto f(T t, U u)->__decltype((t.operator< (u))) { return t.operator< (u); } 
# 4
template< class T, class U> auto g(T t, U u)->__decltype((operator< (t, u))) { return operator< (t, u); } 
# 5
template< class T, class U> void h(T t, U u) { t.operator<<(u); t.operator<=(u); t.operator>(u); operator<<(t, u); } 
# 6
struct S { bool operator<(const S &) const; }; 
# 7
bool k(S a, S b) { return a.operator<(b); } 
# 8
int main() { return 0; } 

# 1 "unbound_operator_less_name.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__af244c1b_29_unbound_operator_less_name_cu__Z1k1SS_
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "unbound_operator_less_name.cudafe1.stub.c"
#include "unbound_operator_less_name.cudafe1.stub.c"
# 1 "unbound_operator_less_name.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
