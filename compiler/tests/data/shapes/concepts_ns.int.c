# 1 "concepts_ns.cu"
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
namespace ns { template< class T> concept C = sizeof(T) >= (1); template< class T, class U> concept D = true; }
# 2
template< ns::C T> void f(T) { } 
# 3
void g(ns::C auto x) { } 
# 4
template< class ...Ts> concept All = (ns::C< Ts>  && ... ); 
# 5
template< class ...Ts> concept P = requires (Ts ...ts) {(ts + ... ); }; 
# 6
template< class T> 
# 7
requires(ns::C< T> ) 
# 8
struct S { template< class U> requires(ns::D< T, U> ) void m(U); }; 
# 9
template< class T> requires(ns::C< T> ) template< class U> requires(ns::D< T, U> ) void S< T> ::m(U) { } 
# 10
template< class T> concept E = requires (T a) {{ a} -> ns::D< int> ; }; 
# 11
template< class T> concept G = requires {T{}; T(); new T; sizeof(T); }; 
# 12
template< ns::C auto N> struct V { }; 
# 13
namespace m { template< class T> concept K = true; namespace in { template< K T> void f0(T) { } }}
# 14
using namespace m;
# 15
template< m::K T> void fk(T) { } 
# 16
void gk(m::K auto x) { } 
# 17
template< class T> concept EK = requires (T a) {{ a} -> m::K; }; 
# 18
int main() { return 0; } 

# 1 "concepts_ns.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fd10e397_14_concepts_ns_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "concepts_ns.cudafe1.stub.c"
#include "concepts_ns.cudafe1.stub.c"
# 1 "concepts_ns.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
