# 1 "dependent_member_call_unconverted.cu"
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
template< class C> struct tr { static int compare(const C *, const C *, unsigned long); static bool eq(C, C); }; 
# 4
template< class C> struct S { const C *data() const; unsigned long size() const; }; 
# 5
template< class C> bool f(const S< C>  &a, const S< C>  &b) { 
# 6
return (a.size() == b.size()) && (!tr< C> ::compare(a.data(), b.data(), a.size())); 
# 7
} 
# 8
template< class C> bool g(const S< C>  &a, const S< C>  &b) { 
# 9
return ((!tr< C> ::compare(a.data(), b.data(), a.size())) || (!(tr< char> ::compare("a", "b", 1)))) || (!tr< C> ::eq(C(), C())); 
# 10
} 
# 11
template< class C> long q(long l) { return l + tr< C> ::compare(0, 0, 1); } 
# 12
bool h() { return !(tr< char> ::compare("a", "b", 1)); } 

# 1 "dependent_member_call_unconverted.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b265acef_36_dependent_member_call_unconverted_cu__Z1hv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_member_call_unconverted.cudafe1.stub.c"
#include "dependent_member_call_unconverted.cudafe1.stub.c"
# 1 "dependent_member_call_unconverted.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
