# 1 "parenthesized_callee_name.cu"
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
namespace ns { template< class T> const T &mx(const T &a, const T &b) { return (a < b) ? b : a; } int h(int); }
# 4
int h2(int); 
# 5
template< class T> T f(T a, T b) { return (ns::mx)(a, b) + (ns::h)(1); } 
# 6
int g(int a, int b) { return (((ns::mx)(a, b) + (ns::h)(2)) + (h2)(a)) + (::h2)(3); } 
# 7
int main() { return 0; } 

# 1 "parenthesized_callee_name.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ff2a82f9_28_parenthesized_callee_name_cu__Z1gii
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "parenthesized_callee_name.cudafe1.stub.c"
#include "parenthesized_callee_name.cudafe1.stub.c"
# 1 "parenthesized_callee_name.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
