# 1 "attribute_string_arguments.cu"
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
extern "C" void myfree(void *); 
# 2
extern "C" void *m1(int) __attribute((__malloc__, __malloc__(myfree, 1))); 
# 3
__attribute((deprecated("use \'nullptr\' \"q\" A joined"))) int d1(int); 
# 4
__attribute((deprecated("abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefgh" "ij\n"))) int d2(int); 
# 5
const char *s = ("it\'s"); 

# 1 "attribute_string_arguments.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a234ad41_29_attribute_string_arguments_cu_s
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "attribute_string_arguments.cudafe1.stub.c"
#include "attribute_string_arguments.cudafe1.stub.c"
# 1 "attribute_string_arguments.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
