# 1 "out_of_line_inline_namespace_qualifier.cu"
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
namespace lib { 
# 4
inline namespace v1 { 
# 5
template< class T> struct list { void f(); template< class I> void g(I); }; 
# 6
struct S { void h(); }; 
# 7
}
# 8
template< class T> void v1::list< T> ::f() { } 
# 9
template< class T> template< class I> void v1::list< T> ::g(I) { } 
# 10
void v1::S::h() { } 
# 11
}
# 12
namespace A { inline namespace B { template< class T> struct L { void f(); }; }
# 13
template< class T> void B::L< T> ::f() { } 
# 14
}
# 15
int main() { return 0; } 

# 1 "out_of_line_inline_namespace_qualifier.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f0245204_41_out_of_line_inline_namespace_qualifier_cu_4e9ed665
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "out_of_line_inline_namespace_qualifier.cudafe1.stub.c"
#include "out_of_line_inline_namespace_qualifier.cudafe1.stub.c"
# 1 "out_of_line_inline_namespace_qualifier.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
