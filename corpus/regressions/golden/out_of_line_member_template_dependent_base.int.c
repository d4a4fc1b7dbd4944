# 1 "out_of_line_member_template_dependent_base.cu"
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
namespace N { 
# 5
struct tag { }; 
# 6
template< class T> struct B { }; 
# 7
template< class T> struct V : public B< T>  { 
# 8
template< class I> void f(I, N::tag); 
# 9
void g(N::tag); 
# 10
}; 
# 11
template< class T> template< class I> void V< T> ::f(I, N::tag) { } 
# 12
template< class T> void V< T> ::g(N::tag) { N::tag x; } 
# 13
}
# 14
int main() { return 0; } 

# 1 "out_of_line_member_template_dependent_base.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__debd27fd_45_out_of_line_member_template_dependent_base_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "out_of_line_member_template_dependent_base.cudafe1.stub.c"
#include "out_of_line_member_template_dependent_base.cudafe1.stub.c"
# 1 "out_of_line_member_template_dependent_base.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
