# 1 "linkage_cxx_in_c_using_global.cu"
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
extern "C" {
# 2
extern "C++" int q1(int a) __asm__("q1"); 
# 3
extern "C++" int q2(int a); 
# 4
extern "C++" {int q3(int a); }
# 5
int q4(int); 
# 6
}
# 7
int q5(int a); 
# 8
namespace N { using ::q4;}
# 9
namespace M { int z; int w; }
# 10
namespace N { using M::z;}
# 11
namespace A { namespace B { int y; }using B::y;}
# 12
namespace C { using A::B::y;using M::w;}

# 1 "linkage_cxx_in_c_using_global.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__62257a85_32_linkage_cxx_in_c_using_global_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "linkage_cxx_in_c_using_global.cudafe1.stub.c"
#include "linkage_cxx_in_c_using_global.cudafe1.stub.c"
# 1 "linkage_cxx_in_c_using_global.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
