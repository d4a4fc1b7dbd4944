# 1 "out_of_line_member_scope_and_virtual_base.cu"
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
# 2
namespace std { 
# 3
struct ios_base { typedef int iostate; static const iostate goodbit = 0; }; 
# 4
template< class C> struct basic_ios : public ios_base { }; 
# 5
template< class C> struct os : virtual public basic_ios< C>  { void ins(); void ins2() { std::ios_base::iostate e = ios_base::goodbit; } }; 
# 6
template< class C> void os< C> ::ins() { std::ios_base::iostate e = ios_base::goodbit; } 
# 7
void g() { ios_base::iostate e = ios_base::goodbit; } 
# 8
}
# 9
struct A { }; struct B { }; struct C { }; struct D { }; 
# 10
struct X : virtual public A, virtual public B, virtual protected C, virtual public D { }; 
# 11
class Y : virtual private A { }; 

# 1 "out_of_line_member_scope_and_virtual_base.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8701f944_44_out_of_line_member_scope_and_virtual_base_cu__ZSt1gv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "out_of_line_member_scope_and_virtual_base.cudafe1.stub.c"
#include "out_of_line_member_scope_and_virtual_base.cudafe1.stub.c"
# 1 "out_of_line_member_scope_and_virtual_base.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
