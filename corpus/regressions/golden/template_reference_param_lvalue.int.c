# 1 "template_reference_param_lvalue.cu"
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
int counter = 8; 
# 5
template< int &R> int bump(int x) { 
# 6
R += x; 
# 7
R = 3; 
# 8
++R; 
# 9
return R; 
# 10
} 
# 11
template< int &R> struct Holder { 
# 12
int get() { R++; int *p = &R; return (*p) + R; } 
# 13
}; 
# 14
template< const int &C> int read() { return C + 1; } 
# 15
int tally(int x) { 
# 16
Holder< counter>  h; 
# 17
return (bump< counter> (x) + h.get()) + read< counter> (); 
# 18
} 

# 1 "template_reference_param_lvalue.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1e237a39_34_template_reference_param_lvalue_cu_counter
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_reference_param_lvalue.cudafe1.stub.c"
#include "template_reference_param_lvalue.cudafe1.stub.c"
# 1 "template_reference_param_lvalue.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
