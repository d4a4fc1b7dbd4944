# 1 "concept_type_requirement.cu"
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
template< class T> struct S { using type = T; }; 
# 2
template< class T> using A = typename S< T> ::type; 
# 3
template< class T> concept C1 = requires {typename A< T> ; }; 
# 4
template< class T> concept C2 = requires {typename S< T> ; }; 
# 5
template< class T> concept C3 = requires {typename T::type; }; 
# 6
template< class T> concept C4 = requires {typename S< T> ::type; }; 
# 7
template< class T> concept C5 = requires {typename S< int> ; }; 
# 8
template< class T> concept C6 = requires {typename A< int> ; }; 
# 9
template< class T> concept C7 = requires {typename T; }; 
# 10
int main() { return ((C1< int> ) + (C2< int> )) + (C4< int> ); } 

# 1 "concept_type_requirement.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__37308838_27_concept_type_requirement_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "concept_type_requirement.cudafe1.stub.c"
#include "concept_type_requirement.cudafe1.stub.c"
# 1 "concept_type_requirement.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
