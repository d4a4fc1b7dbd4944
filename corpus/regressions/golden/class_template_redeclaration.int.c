# 1 "class_template_redeclaration.cu"
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
template< int ...> struct IT; 
# 4
template< int ...I> struct IT { }; 
# 5
template< class A, class B> struct pr { A a; }; 
# 6
namespace q { template< class A, class B> struct pz { }; }
# 7
template< class A, class B> struct pr; 
# 8
namespace q { template< class A, class B> struct pz; }
# 9
template< int ...> struct IT; 
# 10
template< class A, class B> struct pr2 { A a; void f(); static const int k = 3; }; 
# 11
template< class A, class B> struct pr2; 
# 12
template< class A, class B> void pr2< A, B> ::f() { (a) = 1; } 
# 13
template< class A, class B> const int pr2< A, B> ::k; 
# 14
int use() { pr< int, int>  x; (x.a) = 1; pr2< int, long>  y; y.f(); return (x.a) + pr2< int, int> ::k; } 

# 1 "class_template_redeclaration.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7a023a37_31_class_template_redeclaration_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "class_template_redeclaration.cudafe1.stub.c"
#include "class_template_redeclaration.cudafe1.stub.c"
# 1 "class_template_redeclaration.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
