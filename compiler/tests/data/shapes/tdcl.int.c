# 1 "tdcl.cu"
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
template< class T> T h(T x); 
# 3
template< class T> struct C; 
# 5
struct S { 
# 6
template< class F> static void launch(int n, F f); 
# 8
template< class F> void 
# 9
run(F f) 
# 10
{ } 
# 11
void plain(int a, int b); 
# 13
}; 
# 14
template< class T> T 
# 15
h(T x) { return x; } 
# 16
template< class F> void 
# 17
S::launch(int n, F f) { } 

# 1 "tdcl.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b9f80445_7_tdcl_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "tdcl.cudafe1.stub.c"
#include "tdcl.cudafe1.stub.c"
# 1 "tdcl.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
