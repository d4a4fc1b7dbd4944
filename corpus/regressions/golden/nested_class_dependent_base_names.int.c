# 1 "nested_class_dependent_base_names.cu"
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
# 6
template< class A> struct Tr { typedef A *pointer; typedef A other; }; 
# 7
struct D0 { D0(); D0(int); }; 
# 8
struct D1 { D1(); }; 
# 9
struct P1 { int a; int b; D1 d1; P1() : a(2), b(1) { } }; 
# 10
template< class T> struct Q { int a; int b; Q() : a(2), b(1) { } }; 
# 11
template< class T, class A> struct VB { 
# 12
typedef typename Tr< A> ::other alloc_type; 
# 13
typedef typename Tr< T> ::pointer pointer; 
# 14
typedef int size_type; 
# 15
struct Data { pointer p; Data(); }; 
# 16
struct Impl : public alloc_type, public Data { 
# 17
typename VB< T, A> ::pointer q; typename VB< T, A> ::size_type n; 
# 18
Impl() noexcept(sizeof(typename VB< T, A> ::alloc_type) > (1)) : VB< T, A> ::alloc_type() { } 
# 19
Impl(const typename VB< T, A> ::alloc_type &a) : VB< T, A> ::alloc_type(a) { } 
# 20
Impl(Impl &&x) : VB< T, A> ::Data(), VB< T, A> ::alloc_type(static_cast< Impl &&>(x)) { } 
# 21
Impl(typename VB< T, A> ::pointer p2, typename VB< T, A> ::size_type n2) : q(p2), n(n2) { } 
# 22
void f() { typename VB< T, A> ::size_type z = 0; typename VB< T, A> ::pointer w(q); } 
# 23
}; 
# 24
struct I1 : public D0, public D1 { int f; I1() : D0(2), D1(), f(1) { } }; 
# 25
struct I2 : public alloc_type, public ::D0 { int f; I2() : ::D0(2), VB< T, A> ::alloc_type(), f(1) { } }; 
# 26
struct I3 : public A, public ::D0 { int f; I3() : A(), ::D0(2), f(1) { } }; 
# 27
pointer own; 
# 28
}; 
# 29
template< class A> struct W : public A, public D0 { int f; W() : A(), ::D0(2), f(1) { } }; 
# 30
int main() { P1 p; return p.a; } 

# 1 "nested_class_dependent_base_names.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cf9eb420_36_nested_class_dependent_base_names_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "nested_class_dependent_base_names.cudafe1.stub.c"
#include "nested_class_dependent_base_names.cudafe1.stub.c"
# 1 "nested_class_dependent_base_names.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
