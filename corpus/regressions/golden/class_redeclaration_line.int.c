# 1 "class_redeclaration_line.cu"
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
typedef struct S1 *p1; 
# 5
struct S1; 
# 6
struct S2; 
# 9
struct S2; 
# 10
typedef struct S3 *p3; struct S3; 
# 11
struct S4 *f4(); 
# 13
struct S4; 
# 14
namespace n { 
# 15
typedef struct S5 *p5; 
# 17
struct S5; 
# 18
}
# 19
typedef const S1 *cp1; 
# 20
struct S1 { int x; }; 

# 1 "class_redeclaration_line.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b4850032_27_class_redeclaration_line_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "class_redeclaration_line.cudafe1.stub.c"
#include "class_redeclaration_line.cudafe1.stub.c"
# 1 "class_redeclaration_line.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
