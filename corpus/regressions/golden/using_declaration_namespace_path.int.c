# 1 "using_declaration_namespace_path.cu"
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
# 2
namespace th { inline namespace v3 { 
# 3
namespace system { namespace detail { namespace generic { template< class T> int select_system(T) { return 0; } }}}
# 4
namespace detail { template< class T> int f(T t) { using system::detail::generic::select_system;return select_system(t); } }
# 5
using system::detail::generic::select_system;
# 6
}}
# 7
namespace other { using th::v3::system::detail::generic::select_system;using th::v3::system::detail::generic::select_system;}

# 1 "using_declaration_namespace_path.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ef995604_35_using_declaration_namespace_path_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "using_declaration_namespace_path.cudafe1.stub.c"
#include "using_declaration_namespace_path.cudafe1.stub.c"
# 1 "using_declaration_namespace_path.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
