# 1 "alias_attribute_own_line.cu"
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
template< class ...> using V
# 4
 __attribute((deprecated)) = void; 
# 5
template< class T> using V2 __attribute((deprecated)) = T; 
# 6
using W __attribute((deprecated)) = int; 
# 7
using W2
# 8
 __attribute((deprecated)) = int; 
# 9
template< class T> using V3 = T; 
# 12
namespace n { 
# 13
template< class ...> using V4
# 14
 __attribute((deprecated)) = void; 
# 15
}
# 16
struct S { 
# 17
template< class ...> using V5
# 18
 __attribute((deprecated)) = void; 
# 19
}; 
# 20
int main() { return 0; } 

# 1 "alias_attribute_own_line.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dbf6fd78_27_alias_attribute_own_line_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "alias_attribute_own_line.cudafe1.stub.c"
#include "alias_attribute_own_line.cudafe1.stub.c"
# 1 "alias_attribute_own_line.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
