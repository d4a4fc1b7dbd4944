# 1 "alias_value_param_in_expanded_qualifier.cu"
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
template< bool B, class T = void> struct en { typedef T type; }; 
# 3
template< bool B, class T = void> using en_t = typename en< B, T> ::type; 
# 4
template< bool C, class ...T> struct TC { template< class U> static constexpr bool ok() { return C; } }; 
# 5
template< class T1, class T2> struct tup { 
# 6
template< bool Dummy> using TCC = TC< Dummy, T1, T2> ; 
# 7
template< bool Cond, class U> using Impl = en_t< TC< Cond, T1, T2> ::template ok< U> (), bool> ; 
# 8
}; 

# 1 "alias_value_param_in_expanded_qualifier.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9706b8d1_42_alias_value_param_in_expanded_qualifier_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "alias_value_param_in_expanded_qualifier.cudafe1.stub.c"
#include "alias_value_param_in_expanded_qualifier.cudafe1.stub.c"
# 1 "alias_value_param_in_expanded_qualifier.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
