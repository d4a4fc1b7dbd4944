# 1 "nested_class_functional_cast.cu"
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
struct Plain { template< class U> Plain(U) { } }; 
# 6
template< class C> struct Tr { C key_comp() const { return C(); } C n; }; 
# 7
template< class C> struct It { It(C) { } }; 
# 8
template< class C> struct Outer { struct Inner { Inner(C) { } }; }; 
# 9
template< class K, class C> 
# 10
struct Map { 
# 11
class value_compare { friend struct Map; protected: C comp; value_compare(C c) : comp(c) { } }; 
# 12
typedef value_compare vc_t; 
# 13
typedef It< C>  iterator; 
# 14
template< class U> struct NT { NT(U) { } }; 
# 15
Tr< C>  _M_t; 
# 16
C mine() const { return C(); } 
# 17
value_compare a1() const { return (value_compare)(_M_t).key_comp(); } 
# 18
value_compare a2(C c) const { return (value_compare)c; } 
# 19
value_compare a3() const { return (value_compare)((_M_t).n); } 
# 20
vc_t a4() const { return (vc_t)mine(); } 
# 21
iterator b1() const { return ((iterator)((_M_t).key_comp())); } 
# 22
Plain p1(C c) const { return ((Plain)(c)); } 
# 23
NT< C>  p4(C c) const { return ((NT< C> )(c)); } 
# 24
typename Outer< C> ::Inner p5(C c) const { return (typename Outer< C> ::Inner)c; } 
# 25
Map p6(C c) const { return ((Map)(c)); } 
# 26
void c1() const { value_compare v = (value_compare)(_M_t).key_comp(); iterator i = ((iterator)((_M_t).key_comp())); } 
# 27
Map(C) { } 
# 28
}; 
# 29
template< class C> 
# 30
struct Single { struct N { N(C) { } }; N f(C c) { return (N)c; } }; 
# 31
int main() { return 0; } 

# 1 "nested_class_functional_cast.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__91d9c607_31_nested_class_functional_cast_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "nested_class_functional_cast.cudafe1.stub.c"
#include "nested_class_functional_cast.cudafe1.stub.c"
# 1 "nested_class_functional_cast.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
