# 1 "nested_member_enclosing_scope.cu"
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
class holder { 
# 4
enum op { op_get, op_put}; 
# 5
union arg { void *obj; int n; }; 
# 6
struct plain { static int run(op which, arg * a); }; 
# 7
template< class T> struct manager { 
# 8
static int run(op which, const holder * h, arg * a); 
# 9
int once(); 
# 10
}; 
# 11
}; 
# 12
int holder::plain::run(op which, arg *a) { op x = op_get; return (which == x) ? a->n : 0; } 
# 13
template< class T> int 
# 14
holder::manager< T> ::run(op which, const holder *h, arg *a) { 
# 15
switch (which) { 
# 16
case op_get:  return a->n; 
# 17
case op_put:  return h != (0); 
# 18
}  
# 19
return 0; 
# 20
} 
# 21
template< class T> int holder::manager< T> ::once() { op x = op_put; return x; } 

# 1 "nested_member_enclosing_scope.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1263500b_32_nested_member_enclosing_scope_cu_683e7da7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "nested_member_enclosing_scope.cudafe1.stub.c"
#include "nested_member_enclosing_scope.cudafe1.stub.c"
# 1 "nested_member_enclosing_scope.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
