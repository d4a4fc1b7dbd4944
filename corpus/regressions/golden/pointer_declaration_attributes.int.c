# 1 "pointer_declaration_attributes.cu"
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
typedef void (*h1)(void) __attribute((__deprecated__)); 
# 4
typedef int *h3 __attribute((__deprecated__)); 
# 5
typedef int (*h4)(int) __attribute((__deprecated__)); 
# 6
void (*v1)(void) __attribute((__deprecated__)); 
# 7
namespace N { typedef void (*h6)(void) __attribute((__deprecated__)); }
# 8
int *a1 __attribute((__unused__)); 
# 9
int *a2 __attribute((__deprecated__("m"))); 
# 10
int *a3 __attribute((__used__)); 
# 11
void (*a7)(void) __attribute((__noreturn__)); 
# 12
int &a8 __attribute((__deprecated__)) = *a1; 
# 13
int *a9 __attribute((__deprecated__)) __attribute((__unused__)); 
# 14
int *const a10 __attribute((__deprecated__)) = (0); 
# 15
int main() { return 0; } 

# 1 "pointer_declaration_attributes.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__23edc839_33_pointer_declaration_attributes_cu_a8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "pointer_declaration_attributes.cudafe1.stub.c"
#include "pointer_declaration_attributes.cudafe1.stub.c"
# 1 "pointer_declaration_attributes.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
