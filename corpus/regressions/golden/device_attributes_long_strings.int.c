# 1 "device_attributes_long_strings.cu"
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
__attribute((pure)) __attribute__((unused)) int a1(int a); 
# 2
__attribute((const)) __attribute__((unused)) int a2(int a); 
# 3
__attribute((warn_unused_result)) __attribute__((unused)) int a3(int a); 
# 4
__attribute((used)) __attribute__((unused)) int a4(int a); 
# 5
__attribute((visibility("default"))) __attribute__((unused)) int a5(int a); 
# 6
__attribute((nonnull(1))) __attribute__((unused)) int a6(int * a); 
# 7
__attribute((deprecated)) __attribute((noinline)) __attribute__((unused)) int a7(int a); 
# 8
__attribute((deprecated)) __attribute((always_inline)) __attribute__((unused)) inline int a8(int a) {int volatile ___ = 1;(void)a;::exit(___);}
#if 0
# 8
{ return a; } 
#endif
# 9 "device_attributes_long_strings.cu"
__attribute((unavailable("x"))) __attribute__((unused)) int a9(int a); 
# 10
__attribute((noreturn)) __attribute__((unused)) void a11(int a); 
# 11
__attribute((cold)) __attribute__((unused)) void a12(int a); 
# 12
__attribute((malloc)) __attribute__((unused)) void *a13(int a); 
# 13
__attribute((deprecated("__any() is deprecated in favor of __any_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppr" "ess this warning)."))) __attribute__((unused)) bool any1(bool c) {int volatile ___ = 1;(void)c;::exit(___);}
#if 0
# 13
{ return c; } 
#endif
# 14 "device_attributes_long_strings.cu"
const char *s = ("abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefgh" "ijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdef" "ghijabcdefghijabcdefghijabcdefghijabcdefghij"); 
# 15
const char *t = ("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" ""); 
# 16
const char *s2 = ("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\001" "\001\001"); 
# 17
const char *e = ("\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n" "\n\n\n\n\n\n"); 
# 18
void f() { __asm__ volatile("nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;" "nop;nop;nop;nop;nop;nop;nop;nop;" : : : "memory"); } 

# 1 "device_attributes_long_strings.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2d589780_33_device_attributes_long_strings_cu__Z4any1b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "device_attributes_long_strings.cudafe1.stub.c"
#include "device_attributes_long_strings.cudafe1.stub.c"
# 1 "device_attributes_long_strings.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
