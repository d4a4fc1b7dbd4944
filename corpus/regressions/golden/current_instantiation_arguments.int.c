# 1 "current_instantiation_arguments.cu"
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
namespace t { 
# 6
namespace d { 
# 7
template< class T> struct B { }; 
# 8
template< class T> T &dc(B< T>  &b) { return static_cast< T &>(b); } 
# 9
template< class T> const T &dc(const B< T>  &b) { return static_cast< const T &>(b); } 
# 10
}
# 11
template< class T> struct EP : public d::B< T>  { int s; }; 
# 12
namespace c { 
# 13
struct tag; 
# 14
template< class T> struct EP; 
# 15
template<> struct EP< tag>  : public t::EP< tag>  { }; 
# 16
template< class T> struct EP : public t::EP< T>  { }; 
# 17
template< class D> struct P : public EP< D>  { 
# 18
int s; 
# 19
struct N { int f(N *n) { return later(n); } }; 
# 20
D on(int x) const { D r = dc(*this); (r.s) = x; return r; } 
# 21
int m(P &o) { return later(o); } 
# 22
}; 
# 23
template< class T> auto 
# 24
f(P< T>  &x)->__decltype(dc(x).s) { return dc(dc(x)).s; } 
# 25
struct Q : public P< Q>  { }; 
# 26
}
# 27
}
# 28
int main() { t::c::Q q; return (q.on(1)).s; } 
# 31
struct B { int s; int m() const { return s; } }; 
# 32
struct S : public B { S on(int) const { return *this; } }; 
# 33
S g() { return S(); } 
# 34
S &h(); 
# 35
int use(t::c::Q w) { S q; int a = (g()).s; int b = (q.on(1)).s; int c = (w.on(1)).s; int k = (g()).m(); int l = h().s; return (((a + b) + c) + k) + l; } 

# 1 "current_instantiation_arguments.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a97d1c32_34_current_instantiation_arguments_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "current_instantiation_arguments.cudafe1.stub.c"
#include "current_instantiation_arguments.cudafe1.stub.c"
# 1 "current_instantiation_arguments.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
