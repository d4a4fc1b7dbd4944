# 1 "dependent_template_id_call.cu"
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
typedef char yes_type; struct no_type { char a[2]; }; 
# 3
template< class T> struct has_x { 
# 4
template< class S> static yes_type test(typename S::x *); 
# 5
template< class S> static no_type test(...); 
# 6
static const bool value = (sizeof(test< T> (0)) == sizeof(yes_type)); 
# 7
static const int v2 = (sizeof(T)); 
# 8
template< int N> struct ic { }; 
# 9
typedef ic< value>  type; 
# 10
typedef ic< sizeof(test< T> (0))>  type2; 
# 11
}; 
# 12
int sz = (sizeof has_x< int> ::test< int> (0)); 

# 1 "dependent_template_id_call.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__89e94f05_29_dependent_template_id_call_cu_sz
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_template_id_call.cudafe1.stub.c"
#include "dependent_template_id_call.cudafe1.stub.c"
# 1 "dependent_template_id_call.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
