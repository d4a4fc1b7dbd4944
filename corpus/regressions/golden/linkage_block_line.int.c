# 1 "linkage_block_line.cu"
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
int a; 
# 4
extern "C++" {
# 6
int b; 
# 7
}
# 8
extern "C++" {
# 11
namespace ns __attribute((__visibility__("default"))) { 
# 13
int c; 
# 14
}
# 15
}
# 16
extern "C" {
# 19
int d(int); 
# 20
}

# 1 "linkage_block_line.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3b5522ee_21_linkage_block_line_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "linkage_block_line.cudafe1.stub.c"
#include "linkage_block_line.cudafe1.stub.c"
# 1 "linkage_block_line.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
