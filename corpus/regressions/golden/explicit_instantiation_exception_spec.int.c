# 1 "explicit_instantiation_exception_spec.cu"
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
struct L { }; 
# 4
template< class F> bool hf(const L &) throw(); 
# 5
template< class F> const F &uf(const L &); 
# 6
template< class F> bool hf(const L &__loc) throw() { return true; } 
# 7
template< class F> const F &uf(const L &__loc) { static F f; return f; } 
# 8
template< class F> int nx(const L &__loc) noexcept { return 0; } 
# 9
extern template bool hf< int> (const L &) throw();
# 10
extern template const int &uf< int> (const L &);
# 11
extern template int nx< int> (const L & __loc) noexcept;
# 12
int main() { return 0; } 

# 1 "explicit_instantiation_exception_spec.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6591aefa_40_explicit_instantiation_exception_spec_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "explicit_instantiation_exception_spec.cudafe1.stub.c"
#include "explicit_instantiation_exception_spec.cudafe1.stub.c"
# 1 "explicit_instantiation_exception_spec.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
