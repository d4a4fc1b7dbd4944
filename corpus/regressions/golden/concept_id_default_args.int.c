# 1 "concept_id_default_args.cu"
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
struct P { }; 
# 2
template< class T, class U = P> concept C = sizeof(T) >= sizeof(U); 
# 3
template< class T, class U, class V = int> concept D = true; 
# 4
template< class T> concept E = C< T, P>  && D< T, T, int> ; 
# 5
template< class T> requires(C< T, P> ) void f(T) { } 
# 6
template< class T> void g(T) { if constexpr (C< T, P> ) { }  } 
# 7
template< C T> void h(T) { } 
# 8
template< class T> void k(T) requires (D< T, int, int> ) { } 
# 9
template< D< int>  T> void m(T) { } 
# 10
int main() { f(1); g(1); h(1); k(1); m(1); return C< int, P>  ? 0 : 1; } 

# 1 "concept_id_default_args.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4b83d396_26_concept_id_default_args_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "concept_id_default_args.cudafe1.stub.c"
#include "concept_id_default_args.cudafe1.stub.c"
# 1 "concept_id_default_args.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
