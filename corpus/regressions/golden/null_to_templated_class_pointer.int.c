# 1 "null_to_templated_class_pointer.cu"
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
template< class T> struct C { 
# 4
C *self; T *tp; int *ip; 
# 5
void f() { 
# 6
struct G { C *g; int *gi; } gd; 
# 7
(gd.g) = 0; (gd.gi) = (0); 
# 8
(self) = 0; (tp) = 0; (ip) = (0); 
# 9
C *loc; loc = 0; 
# 10
int *il; il = (0); 
# 11
} 
# 12
}; 
# 13
struct N { void f() { struct G { N *g; } gd; (gd.g) = (0); } }; 

# 1 "null_to_templated_class_pointer.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__def3275b_34_null_to_templated_class_pointer_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "null_to_templated_class_pointer.cudafe1.stub.c"
#include "null_to_templated_class_pointer.cudafe1.stub.c"
# 1 "null_to_templated_class_pointer.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
