# 1 "requires_parameters_prototype_spacing.cu"
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
template< class M> concept c1 = requires (int * q, M *const p, const M (& a)[3], int (* fp)(M &), M  m[2], const int & ci) {q; }; 
# 4
template< class M> concept sized = requires (const M & m) {m.size(); }; 
# 5
struct X { int size() const; }; 
# 6
static_assert(sized< X> );
# 7
int main() { return 0; } 

# 1 "requires_parameters_prototype_spacing.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f3d040d6_40_requires_parameters_prototype_spacing_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "requires_parameters_prototype_spacing.cudafe1.stub.c"
#include "requires_parameters_prototype_spacing.cudafe1.stub.c"
# 1 "requires_parameters_prototype_spacing.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
