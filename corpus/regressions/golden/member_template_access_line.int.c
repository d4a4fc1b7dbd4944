# 1 "member_template_access_line.cu"
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
template< class T> struct Q { 
# 6
int a; 
# 8
private: template< class U, class 
# 9
V> 
# 8
Q(U, V); 
# 12
public: template< class U> static int g(U); 
# 17
protected: template< class U> struct R; 
# 20
}; 
# 21
template< class T> struct Q3 { 
# 26
private: 
# 23
template< class U> static int 
# 26
g(U) { return 0; } 
# 30
public: 
# 28
template< class U> 
# 30
struct R { }; 
# 34
private: 
# 32
template< class U> using A = U; 
# 35
}; 

# 1 "member_template_access_line.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7b7189cb_30_member_template_access_line_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "member_template_access_line.cudafe1.stub.c"
#include "member_template_access_line.cudafe1.stub.c"
# 1 "member_template_access_line.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
