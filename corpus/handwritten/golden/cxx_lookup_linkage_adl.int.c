# 1 "cxx_lookup_linkage_adl.cu"
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
namespace n { int a; }
# 5
extern "C++" {namespace n { int b; }}
# 6
extern "C" {namespace n { int c; }}
# 7
int g = (n::b + n::a) + n::c; 
# 8
template< class T> struct M { T t; }; 
# 9
struct S { void f() { M< M< int> >  a; ((a.t).t) = (1 >> 1); } int h(int x) { return x >> 2; } }; 
# 10
namespace q { 
# 11
struct A { }; 
# 12
enum E { e0, e1}; 
# 13
void h(A); 
# 14
int h2(A, int); 
# 15
int via_enum(E); 
# 16
int via_ptr(const A *); 
# 17
template< class T> int via_template(T); 
# 18
struct F { friend inline int hidden(F) { return 1; } }; 
# 19
}
# 20
template< class T> struct W { }; 
# 21
namespace r { int via_arg(W< q::A> ); }
# 22
void k() { 
# 23
h(q::A()); 
# 24
int x = h2(q::A(), 1) + via_enum(q::e1); 
# 25
q::A a; 
# 26
x += ((via_ptr(&a) + via_template(a)) + hidden(q::F())); 
# 27
} 
# 28
template< class T> int later(T t) { return via_ptr(&t); } 
# 29
int use_later() { return later(q::A()); } 

# 1 "cxx_lookup_linkage_adl.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__057deacd_25_cxx_lookup_linkage_adl_cu_g
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cxx_lookup_linkage_adl.cudafe1.stub.c"
#include "cxx_lookup_linkage_adl.cudafe1.stub.c"
# 1 "cxx_lookup_linkage_adl.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
