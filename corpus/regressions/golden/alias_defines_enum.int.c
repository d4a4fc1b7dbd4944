# 1 "alias_defines_enum.cu"
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
enum lg { a0, a1}; 
# 4
namespace n { 
# 5
using mo = enum mo { 
# 6
r, 
# 7
c, 
# 8
d
# 9
}; 
# 10
using e2 = enum { x1, x2 = 5}; 
# 11
typedef enum t3 { y1 = 3, y2} t3a; 
# 12
mo g(mo m) { return (m == (r)) ? c : d; } 
# 13
}
# 14
int main() { return n::g(n::r); } 

# 1 "alias_defines_enum.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b8420dc8_21_alias_defines_enum_cu_366620ab
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "alias_defines_enum.cudafe1.stub.c"
#include "alias_defines_enum.cudafe1.stub.c"
# 1 "alias_defines_enum.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
