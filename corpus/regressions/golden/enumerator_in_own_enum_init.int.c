# 1 "enumerator_in_own_enum_init.cu"
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
enum F { a = (1L << 0), b, c = (1L << 2), ab = ((a | b) | c), fe = (1L << 16), fm = 2147483647, fn = (~2147483647)}; 
# 4
enum G { g1 = 1, g2, g3, g4 = (g1 + g2)}; 
# 5
struct S { enum { s1 = 4, s2 = ((s1 * 2) + 1)}; }; 
# 6
int main() { return 0; } 

# 1 "enumerator_in_own_enum_init.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c0b4b221_30_enumerator_in_own_enum_init_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "enumerator_in_own_enum_init.cudafe1.stub.c"
#include "enumerator_in_own_enum_init.cudafe1.stub.c"
# 1 "enumerator_in_own_enum_init.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
