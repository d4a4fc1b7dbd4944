# 1 "extension_declarations.cu"
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
__extension__ typedef long long ll; 
# 2
__extension__ extern long long f1(int a); 
# 3
__extension__ static inline long long f2(int a) { return a; } 
# 4
__extension__ int v1, v2; 
# 5
__extension__ typedef struct { long long q; } S; 
# 6
struct C { __extension__ long long m; __extension__ int g(); }; 
# 7
namespace n { __extension__ int w; }
# 8
int v3; 
# 9
extern "C" {__extension__ int v4; }

# 1 "extension_declarations.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__96590dac_25_extension_declarations_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "extension_declarations.cudafe1.stub.c"
#include "extension_declarations.cudafe1.stub.c"
# 1 "extension_declarations.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
