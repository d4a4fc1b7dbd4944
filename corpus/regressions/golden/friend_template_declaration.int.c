# 1 "friend_template_declaration.cu"
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
template< class T> struct Q2 { 
# 6
private: template< class U> friend struct W; 
# 13
public: 
# 11
template< class U> using A = U; 
# 14
}; 
# 15
class R; 
# 16
class C { public: int a; friend class R; int b; }; 
# 17
template< class T> class P { 
# 18
template< class U> friend class P; 
# 20
public: int x; 
# 21
}; 
# 22
P< int>  pi; 

# 1 "friend_template_declaration.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7684f8e0_30_friend_template_declaration_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "friend_template_declaration.cudafe1.stub.c"
#include "friend_template_declaration.cudafe1.stub.c"
# 1 "friend_template_declaration.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
