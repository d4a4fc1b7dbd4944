# 1 "requires_clause_attribute.cu"
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
# 3
template< class T> concept small = sizeof(T) <= (4); 
# 4
template< class T> constexpr bool is_u = true; 
# 5
struct fn { template< class T> requires(small< T> ) 
# 6
[[nodiscard]] constexpr int operator()(T t) const { return 1; } }; 
# 7
template< class T> requires(is_u< T> ) 
# 8
[[nodiscard]] constexpr int popcount(T t) noexcept { return 0; } 
# 9
int use() { return fn{}(1) + popcount(2U); } 

# 1 "requires_clause_attribute.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__38491d93_28_requires_clause_attribute_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "requires_clause_attribute.cudafe1.stub.c"
#include "requires_clause_attribute.cudafe1.stub.c"
# 1 "requires_clause_attribute.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
