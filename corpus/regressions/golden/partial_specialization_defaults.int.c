# 1 "partial_specialization_defaults.cu"
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
namespace s { template< class T = void> struct plus { }; }
# 3
template< class F, class  = void> struct pca { }; 
# 4
template< class T> struct pca< s::plus< T> , void>  { }; 
# 5
template<> struct pca< s::plus<> >  { }; 
# 6
template<> struct pca< s::plus< int> >  { }; 
# 7
template< class A, class B = int, class C = long> struct tri { }; 
# 8
template< class T> struct pca< tri< T> , void>  { }; 

# 1 "partial_specialization_defaults.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6e25eb48_34_partial_specialization_defaults_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "partial_specialization_defaults.cudafe1.stub.c"
#include "partial_specialization_defaults.cudafe1.stub.c"
# 1 "partial_specialization_defaults.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
