# 1 "constexpr_explicit_order.cu"
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
struct A { constexpr explicit A(int x) : v(x) { } int v; }; 
# 4
struct B { constexpr explicit B(int x) : v(x) { } int v; }; 
# 5
template< class T> struct D { constexpr explicit D(T x) : v(x) { } T v; constexpr explicit operator bool() const { return v; } }; 
# 6
constexpr A a(1); 

# 1 "constexpr_explicit_order.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3476273b_27_constexpr_explicit_order_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "constexpr_explicit_order.cudafe1.stub.c"
#include "constexpr_explicit_order.cudafe1.stub.c"
# 1 "constexpr_explicit_order.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
