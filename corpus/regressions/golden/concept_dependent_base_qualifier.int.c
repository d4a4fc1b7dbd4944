# 1 "concept_dependent_base_qualifier.cu"
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
namespace n { 
# 2
template< class T> concept C = sizeof(T) > (1); 
# 3
template< class T, class U = int> concept D = true; 
# 4
template< class T> struct B { }; 
# 5
template< class T> struct S : public B< T>  { 
# 6
static constexpr inline bool b = n::C< T> ; 
# 7
void f() requires (n::C< T> ) { } 
# 8
template< n::C U> void g(U) { } 
# 9
template< n::D< T>  U> void k(U) { } 
# 10
static constexpr inline bool e = n::D< T, int> ; 
# 11
}; 
# 12
struct P { }; 
# 13
template< class T> struct Q : public B< int>  { void f() requires (C< T> ) { } }; 
# 14
}
# 15
int main() { return 0; } 

# 1 "concept_dependent_base_qualifier.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d256ddb7_35_concept_dependent_base_qualifier_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "concept_dependent_base_qualifier.cudafe1.stub.c"
#include "concept_dependent_base_qualifier.cudafe1.stub.c"
# 1 "concept_dependent_base_qualifier.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
