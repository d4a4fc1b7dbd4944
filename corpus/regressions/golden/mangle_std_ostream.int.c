# 1 "mangle_std_ostream.cu"
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
namespace std { 
# 5
template< class C> struct char_traits { }; 
# 6
template< class C, class T = char_traits< C> > class basic_ostream { }; 
# 7
typedef basic_ostream< char>  ostream; 
# 8
}
# 9
struct float3 { float x, y, z; }; 
# 10
std::ostream &operator<<(std::ostream &o, const float3 &) { return o; } 

# 1 "mangle_std_ostream.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__68f11f5f_21_mangle_std_ostream_cu_4c2499a4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "mangle_std_ostream.cudafe1.stub.c"
#include "mangle_std_ostream.cudafe1.stub.c"
# 1 "mangle_std_ostream.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
