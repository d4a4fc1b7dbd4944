# 1 "function_specifier_order.cu"
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
struct B; 
# 3
struct A { 
# 4
friend inline void fr(B &); 
# 5
friend inline void fr2(B &); 
# 6
inline virtual int f() const; 
# 7
static inline int g(); 
# 8
inline explicit A(int); 
# 9
inline virtual ~A(); 
# 10
}; 
# 11
struct C : public A { 
# 12
inline virtual int f() const override; 
# 13
constexpr explicit C(long); 
# 14
}; 

# 1 "function_specifier_order.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d743bef7_27_function_specifier_order_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "function_specifier_order.cudafe1.stub.c"
#include "function_specifier_order.cudafe1.stub.c"
# 1 "function_specifier_order.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
