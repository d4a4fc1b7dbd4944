# 1 "constexpr_dependent_call_operator.cu"
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
template< class A> struct traits { 
# 5
static constexpr bool propagate() { return true; } 
# 6
static constexpr bool equal() { return false; } 
# 7
}; 
# 8
template< bool B> struct flag { }; 
# 9
bool runtime(); 
# 10
template< class T, class A> struct Vec { 
# 11
typedef traits< A>  alloc_traits; 
# 12
void move_assign() { 
# 13
constexpr bool move_storage = (alloc_traits::propagate() || alloc_traits::equal()); 
# 14
flag< move_storage>  f; 
# 15
const bool plain = alloc_traits::propagate() || alloc_traits::equal(); 
# 16
} 
# 17
void named() { 
# 18
constexpr bool both = (traits< A> ::propagate() && traits< A> ::equal()); 
# 19
bool value = traits< A> ::propagate() && runtime(); 
# 20
} 
# 21
}; 

# 1 "constexpr_dependent_call_operator.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dc24f1d9_36_constexpr_dependent_call_operator_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "constexpr_dependent_call_operator.cudafe1.stub.c"
#include "constexpr_dependent_call_operator.cudafe1.stub.c"
# 1 "constexpr_dependent_call_operator.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
