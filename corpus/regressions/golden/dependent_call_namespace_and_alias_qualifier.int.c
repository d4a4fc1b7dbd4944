# 1 "dependent_call_namespace_and_alias_qualifier.cu"
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
# 5
namespace gx { template< class T> struct nti { static const T max = (5); }; 
# 6
template< class T> using it = nti< T> ; }
# 7
namespace lib { 
# 8
namespace __detail { template< class T> T rtb(T *p, unsigned long n) { return *p; } }
# 9
template< class T> struct TB { T *b; ~TB() { __detail::rtb(b, 1); } }; 
# 10
template< class T> void f(T *p) { __detail::rtb< T> (p, 1); __detail::rtb(p, 1); } 
# 11
template< class T> auto g(T * p)->__decltype((__detail::rtb(p, 1))); 
# 12
}
# 13
namespace nsi { 
# 14
template< class T> T g(T *p) { return *p; } 
# 15
template< class T> void h(T *p) { nsi::g(p); } 
# 16
}
# 17
namespace other { template< class T> void f(T *p) { lib::__detail::rtb(p, 1); } }
# 18
template< class I = int> 
# 19
struct uid { 
# 20
explicit uid(I a, I b = gx::it< I> ::max) { } 
# 21
I get() { return gx::it< I> ::max; } 
# 22
}; 
# 23
int main() { return 0; } 

# 1 "dependent_call_namespace_and_alias_qualifier.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e758ccfc_47_dependent_call_namespace_and_alias_qualifier_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_call_namespace_and_alias_qualifier.cudafe1.stub.c"
#include "dependent_call_namespace_and_alias_qualifier.cudafe1.stub.c"
# 1 "dependent_call_namespace_and_alias_qualifier.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
