# 1 "global_qualifier_kept_when_hidden.cu"
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
namespace cuda { namespace std { template< class T> struct less { }; template< class T> T &&forward(T &t) { return static_cast< T &&>(t); } }}
# 3
namespace thrust { inline namespace v3 { 
# 4
namespace cuda { struct tag { }; }
# 5
using ::cuda::std::less;
# 6
template< class T> T f(T t) { return ::cuda::std::forward< T> (t); } 
# 7
}}
# 8
namespace other { 
# 9
using cuda::std::less;
# 10
template< class T> T g(T t) { return cuda::std::forward< T> (t); } 
# 11
}

# 1 "global_qualifier_kept_when_hidden.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a634c1e7_36_global_qualifier_kept_when_hidden_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "global_qualifier_kept_when_hidden.cudafe1.stub.c"
#include "global_qualifier_kept_when_hidden.cudafe1.stub.c"
# 1 "global_qualifier_kept_when_hidden.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
