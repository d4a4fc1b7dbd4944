# 1 "template_unbound_member_access.cu"
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
struct Impl { int *s; int *f; }; 
# 5
struct Plain { int *pv; }; 
# 6
void g(int *, long); 
# 7
void gi(Impl &); 
# 8
template< class A> struct Base { Impl m; int *v; }; 
# 9
template< class T, class A> struct V : public Base< A>  { 
# 10
struct Data { int *s; }; 
# 11
struct In : public Data { int *t; V *up; void k(In &o, V &v) { g((this->s), 1); g(o.t, 2); g((v.own).s, 3); } }; 
# 12
union { int *a; long b; }; 
# 13
::Impl own; In in; 
# 14
void h1(V &o) { g(((this->m).s), 1); gi((this->m)); g(((o.m).f), 2); g((own).s, 3); g(((in).t), 4); g(this->a, 5); } 
# 15
void h2(In &i) { g((((i.up)->own).s), 1); int *p = (((this->m).s)); int *q((((in).t))); if (int *r = ((i.t))) { }  } 
# 16
int *h3() { return (this->m).s; } 
# 17
void h4(In & i); 
# 18
template< class U> void h5(U u); 
# 19
}; 
# 20
template< class T, class A> void V< T, A> ::h4(In &i) { g((i.t), 1); g((own).s, 2); g((this->v), 3); } 
# 21
template< class T, class A> template< class U> void V< T, A> ::h5(U) { g((own).s, 1); int *p = (this->own).f; } 
# 22
template< class T> struct W : public Base< int> , public Plain { void h(W &w) { g(this->v, 1); g((w.m).s, 2); g(w.pv, 3); } }; 
# 23
template< class P> struct It { It(P); }; 
# 24
template< class A, class B> struct Pair { A first; B second; }; 
# 25
template< class T> struct X : public Base< T>  { 
# 26
typedef ::It< int *>  iterator; 
# 27
iterator h1() { return ((iterator)(((this->m).s))); } 
# 28
It< T>  h2(T t) { return ((It< T> )((t.x))); } 
# 29
::Pair< int *, int>  h3(T t) { return {(((this->m).s)), ((t.y))}; } 
# 30
}; 
# 31
template< class T> Pair< T, int>  f(T t) { auto r = t.g(); Pair< T, int>  p = {((t.a)), ((t.b))}; return {(r.first).base(), (r.second)}; } 
# 32
int main() { return 0; } 

# 1 "template_unbound_member_access.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0ef51aa9_33_template_unbound_member_access_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_unbound_member_access.cudafe1.stub.c"
#include "template_unbound_member_access.cudafe1.stub.c"
# 1 "template_unbound_member_access.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
