# 1 "member_template_header_lines.cu"
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
template< class T, class A> 
# 3
struct vec { 
# 4
template< class ...Args> T &emplace(Args && ...a); 
# 5
template< class I> void assign(I f, I l); 
# 6
}; 
# 7
template< class T, class A> 
# 8
template< class ...Args> T &
# 11
vec< T, A> ::emplace(Args &&...a) { static T t; return t; } 
# 12
template< class T, class A> template< class I> void vec< T, A> ::assign(I f, I l) { } 

# 1 "member_template_header_lines.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7fd5bcff_31_member_template_header_lines_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "member_template_header_lines.cudafe1.stub.c"
#include "member_template_header_lines.cudafe1.stub.c"
# 1 "member_template_header_lines.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
