# 1 "nested_block_template_ids_resolved.cu"
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
namespace n { typedef long pd; 
# 5
template< class A, class B> struct pr { A a; B b; pr(A x, B y) : a(x), b(y) { } static const int mx = 1; }; 
# 6
template< class T> pr< T *, long>  a(T *p, pd l) { { return pr< T *, long> (p, l); } } 
# 7
template< class T> pr< T *, long>  b(T *p, pd l) { if (p) { return pr< T *, long> (p, l); } else { return pr< T *, long> (p, 0); }  } 
# 8
template< class T> pr< T *, long>  c(T *p, pd l) { while (l) { return pr< T *, long> (p, l); }  return pr< T *, pd> (p, 0); } 
# 9
template< class T> pr< T *, long>  d(T *p, pd l) { if (p) { return pr< T *, long> (p, l); }  return pr< T *, pd> (p, 0); } 
# 10
template< class T> pr< T *, long>  e(T *p, pd l) { if (p) { pr< T *, long>  q(p, l); return q; }  return pr< T *, pd> (p, 0); } 
# 11
template< class T> struct W { pr< T *, pd>  h(T *p) { if (p) { return pr< T *, long> (p, 1); }  return pr< T *, pd> (p, 2); } }; 
# 12
template< class T> pd g(T *p) { for (int i = 0; i < 2; ++i) { pd x = (pr< T, long> ::mx); if (x) { return x; }  }  return 0; } 
# 13
struct P { template< class T> int m(T *p) { if (p) { pr< int, long>  z(1, 2); return z.a; }  return 0; } }; 
# 14
}
# 15
int main() { int x; n::a(&x, 1); n::b(&x, 1); n::c(&x, 1); n::d(&x, 1); n::e(&x, 1); n::W< int>  w; w.h(&x); n::g(&x); n::P p; p.m(&x); return 0; } 

# 1 "nested_block_template_ids_resolved.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__40faed73_37_nested_block_template_ids_resolved_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "nested_block_template_ids_resolved.cudafe1.stub.c"
#include "nested_block_template_ids_resolved.cudafe1.stub.c"
# 1 "nested_block_template_ids_resolved.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
