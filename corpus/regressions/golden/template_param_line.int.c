# 1 "template_param_line.cu"
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
# 5
template< class T> T declval(); 
# 6
struct A { 
# 7
template< class F, class G, class 
# 8
 = __decltype((declval< F> ()))> static int 
# 7
t1(int); 
# 12
template< class F, class  = __decltype((declval< F> ()))> static int t2(int); 
# 17
template< class F, class 
# 18
> static int 
# 17
t3(int); 
# 21
template< class F, int 
# 22
 = 3> static int 
# 21
t4(int); 
# 24
template< class F, int  = 3> static int t5(int); 
# 27
template< class F, class ...
# 28
> static int 
# 27
t6(int); 
# 30
template< class F, template< class >  class 
# 31
TT> static int 
# 30
t7(int); 
# 33
template< class F, int *
# 34
> static int 
# 33
t8(int); 
# 36
template< class F, class 
# 37
> struct B; 
# 39
}; 
# 40
template< class F, class 
# 42
 = int> int 
# 40
t9(int); 

# 1 "template_param_line.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8b62e286_22_template_param_line_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_param_line.cudafe1.stub.c"
#include "template_param_line.cudafe1.stub.c"
# 1 "template_param_line.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
