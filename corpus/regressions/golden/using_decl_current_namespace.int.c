# 1 "using_decl_current_namespace.cu"
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
void f(int); 
# 5
namespace A { void g(); inline namespace B { void h(); }}
# 6
namespace A { using B::h;}
# 7
namespace A { inline namespace B { using A::g;}}
# 8
class C { public: void m(); }; 
# 9
class D : public C { public: using C::m;}; 
# 10
int main() { f(1); A::g(); D d; d.m(); return 0; } 

# 1 "using_decl_current_namespace.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__527bb87a_31_using_decl_current_namespace_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "using_decl_current_namespace.cudafe1.stub.c"
#include "using_decl_current_namespace.cudafe1.stub.c"
# 1 "using_decl_current_namespace.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
