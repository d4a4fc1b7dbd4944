# 1 "function_template_redeclaration.cu"
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
template< class T> static inline int m(T ** p, int n); 
# 3
static inline int q(int); 
# 4
static int r(int); 
# 5
template< class T> inline int m(T **p, int n) { return n; } 
# 6
static inline int q(int x) { return x; } 
# 7
static int r(int x) { return x; } 
# 8
template< class T> static int s(T); 
# 9
template< class T> int s(T x) { return 1; } 
# 10
int use() { int *p; return ((m(&p, 1) + q(1)) + r(1)) + s(1); } 
# 11
template< class A, class B> constexpr A pw(A a, B) { return a; } 
# 12
namespace n2 { template< class A, int N> struct arr { }; }
# 13
template< class U, class V> extern constexpr U pw(U, V); 
# 14
template< class T, int N> int sz(const n2::arr< T, N>  &); 
# 15
template< class X, int M> int sz(const n2::arr< X, M>  &a) { return M; } 
# 16
namespace g { template< class T> struct promote { typedef T type; }; 
# 17
template< class A, class B> using promote_2 = promote< __decltype((A() + B()))> ; }
# 18
namespace std { 
# 19
template< class A, class B> constexpr typename g::promote_2< A, B> ::type pw(A a, B b) { return a + b; } 
# 20
}
# 21
namespace std { 
# 22
template< class A, class B> extern constexpr typename g::promote_2< A, B> ::type pw(A, B); 
# 23
}

# 1 "function_template_redeclaration.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ab694481_34_function_template_redeclaration_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "function_template_redeclaration.cudafe1.stub.c"
#include "function_template_redeclaration.cudafe1.stub.c"
# 1 "function_template_redeclaration.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
