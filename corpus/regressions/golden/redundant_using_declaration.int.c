# 1 "redundant_using_declaration.cu"
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
# 4
typedef struct { int q; } div_t; 
# 5
struct G { }; 
# 6
extern int gv; 
# 7
enum E { e1}; 
# 8
int f(int); 
# 9
namespace std { using ::div_t;using ::G;using ::gv;using ::E;using ::f;typedef int own_t; }
# 14
using std::f;
# 15
using std::own_t;
# 16
namespace M { using ::G;}
# 17
namespace M { }
# 18
struct B { int m; }; 
# 19
struct D : public B { using B::m;}; 

# 1 "redundant_using_declaration.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__90c0d7dc_30_redundant_using_declaration_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "redundant_using_declaration.cudafe1.stub.c"
#include "redundant_using_declaration.cudafe1.stub.c"
# 1 "redundant_using_declaration.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
