# 1 "constexpr_local_dependent_operator.cu"
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
template< class T> struct isra { static constexpr inline bool value = true; constexpr operator bool() const { return value; } }; 
# 5
template< class It1, class It2> bool 
# 6
same_kind(It1 a, It2 b) { 
# 7
using R1 = isra< It1> ; 
# 8
using R2 = isra< It2> ; 
# 9
constexpr bool both = (R1() && R2()); 
# 10
constexpr bool one = R1(); 
# 11
constexpr bool vals = (R1::value && R2::value); 
# 12
const bool plain = R1() && R2(); 
# 13
return both && one && vals && plain; 
# 14
} 
# 15
int main() { return same_kind(1, (2.0)) ? 0 : 1; } 

# 1 "constexpr_local_dependent_operator.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ba392a15_37_constexpr_local_dependent_operator_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "constexpr_local_dependent_operator.cudafe1.stub.c"
#include "constexpr_local_dependent_operator.cudafe1.stub.c"
# 1 "constexpr_local_dependent_operator.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
