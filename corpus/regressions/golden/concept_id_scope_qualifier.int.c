# 1 "concept_id_scope_qualifier.cu"
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
namespace lib { inline namespace v1 { 
# 5
template< class T> concept C = sizeof(T) == (4); 
# 6
static_assert(C< int> );
# 7
struct S { static_assert(C< int> );void f() { static_assert(C< int> );} }; 
# 8
namespace in { static_assert(C< int> );}
# 9
}
# 10
namespace other { static_assert(v1::C< int> );}
# 11
}
# 12
namespace x { namespace y { template< class T> concept D = sizeof(T) == (4); }}
# 13
namespace x { static_assert(y::D< int> );}
# 14
static_assert(x::y::D< int> );
# 15
using namespace lib;
# 16
static_assert(lib::v1::C< int> );
# 17
template< class T> requires(lib::v1::C< T> ) void g(T) { } 
# 18
template< lib::v1::C T> void h(T) { } 
# 19
namespace z { template< class T> concept E = requires (T t) {{ t} -> lib::v1::C; }; }
# 20
template< class T> concept F = z::E< T>  && lib::v1::C< T> ; 
# 21
int main() { return 0; } 

# 1 "concept_id_scope_qualifier.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a879f6d6_29_concept_id_scope_qualifier_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "concept_id_scope_qualifier.cudafe1.stub.c"
#include "concept_id_scope_qualifier.cudafe1.stub.c"
# 1 "concept_id_scope_qualifier.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
