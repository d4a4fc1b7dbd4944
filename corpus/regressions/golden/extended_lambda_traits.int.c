# 1 "extended_lambda_traits.cu"
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
# 1
# 3
struct plain { int operator()(int x) const { return x; } }; 
# 4
template< class F> 
# 5
struct invoke_of { 
# 6
static_assert((((!__nv_is_extended_device_lambda_closure_type(F)) || __nv_is_extended_host_device_lambda_closure_type(F)) || __nv_is_extended_device_lambda_with_preserved_return_type(F)), "an extended __device__ lambda");
# 9
typedef int type; 
# 10
}; 
# 11
invoke_of< plain> ::type k = 1; 
# 12
static_assert((!__nv_is_extended_device_lambda_closure_type(plain)), "plain");

# 1 "extended_lambda_traits.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__62785980_25_extended_lambda_traits_cu_k
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "extended_lambda_traits.cudafe1.stub.c"
#include "extended_lambda_traits.cudafe1.stub.c"
# 1 "extended_lambda_traits.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
