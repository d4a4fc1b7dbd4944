# 1 "member_template_out_of_line_enclosing_scope.cu"
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
class A { 
# 4
enum Op { op_get, op_set}; 
# 5
union Arg { void *p; int i; }; 
# 6
template< class T> struct B { 
# 7
static void manage(Op which, const A * a, Arg * arg); 
# 8
int g(Op o); 
# 9
}; 
# 10
struct C { int h(Op o); }; 
# 11
int x; 
# 12
}; 
# 13
template< class T> void 
# 14
A::B< T> ::manage(Op which, const A *a, Arg *arg) { 
# 15
switch (which) { case op_get:  (arg->i) = (a->x); break; default:  break; }  
# 16
} 
# 17
template< class T> int A::B< T> ::g(Op o) { return o == (op_set); } 
# 18
int A::C::h(Op o) { return o == (op_get); } 

# 1 "member_template_out_of_line_enclosing_scope.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__691bfe5b_46_member_template_out_of_line_enclosing_scope_cu_e50bdba2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "member_template_out_of_line_enclosing_scope.cudafe1.stub.c"
#include "member_template_out_of_line_enclosing_scope.cudafe1.stub.c"
# 1 "member_template_out_of_line_enclosing_scope.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
