# 1 "gnu_asm_labels.cu"
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
extern int v1 __asm__("w1"); 
# 4
extern int v2 __asm__("w2") __attribute((unused)); 
# 5
extern "C" int f1(int) __asm__("g1"); 
# 6
extern "C" int f2(int *) noexcept(true) __asm__("g2") __attribute((__nonnull__(1))); 
# 7
__attribute((unused)) int f3(int) __asm__("g3"); 
# 8
int f4(int a) __asm__("g4"); 
# 9
int f4(int a) { return a; } 

# 1 "gnu_asm_labels.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0f2ca18f_17_gnu_asm_labels_cu__Z2f4i
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "gnu_asm_labels.cudafe1.stub.c"
#include "gnu_asm_labels.cudafe1.stub.c"
# 1 "gnu_asm_labels.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
