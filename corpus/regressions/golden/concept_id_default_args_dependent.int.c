# 1 "concept_id_default_args_dependent.cu"
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
template< class T> struct S { }; 
# 2
template< class T, class U = S< T> , class V = U *> concept X = sizeof(T) > (0); 
# 3
template< class T> concept Y = X< T, S< T> , S< T>  *>  && X< const T &, S< const T &> , S< const T &>  *> ; 
# 4
template< class T> requires(X< T *, S< T *> , S< T *>  *> ) void f(T) { } 
# 5
namespace n { template< class T, class U = T> concept Z = true; }
# 6
template< class T> concept W = n::Z< T, T> ; 
# 7
template< class T> concept C = true; 
# 8
int g() { return (C< int> ) + (C< char> ); } 
# 9
int main() { f(1); return X< int, S< int> , S< int>  *>  && n::Z< long, long> ; } 

# 1 "concept_id_default_args_dependent.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b82eebe4_36_concept_id_default_args_dependent_cu__Z1gv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "concept_id_default_args_dependent.cudafe1.stub.c"
#include "concept_id_default_args_dependent.cudafe1.stub.c"
# 1 "concept_id_default_args_dependent.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
