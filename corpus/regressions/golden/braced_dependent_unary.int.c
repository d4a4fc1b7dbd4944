# 1 "braced_dependent_unary.cu"
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
template< class T> struct V { T x, y; }; 
# 5
template< class T> struct W { V< T>  a; T b; }; 
# 6
template< class T> void f1(T a) { V< T>  v{(-a), a}; } 
# 7
template< class T> void f2(T a) { V< T>  v = {(-a), a}; } 
# 8
template< class T> void f3(T a) { W< T>  w{{(-a), a}, (-a)}; } 
# 9
template< class T> W< T>  f4(T a) { return W< T> {{-a, a}, -a}; } 
# 10
template< class T> W< T>  f5(T a) { return {{-a, a}, -a}; } 
# 11
template< class T> struct M { 
# 12
T m[3][3]; 
# 13
static M rot(T c, T s) { return M{{{c, (-s), 0}, {s, c, 0}, {0, 0, 1}}}; } 
# 14
static M rot3(T c, T s) { M r = {{{c, (-s), 0}}}; return r; } 
# 15
}; 
# 16
struct P { float x, y; }; 
# 17
template< class T> P f6(T a) { return P{(-a), a}; } 
# 18
template< class T> P f7(T a) { P p{(-a), a}; return p; } 
# 19
template< class T> void arr(T a) { T q[2] = {(-a), a}; T w[2][1] = {{(-a)}, {a}}; } 

# 1 "braced_dependent_unary.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0ac9aba9_25_braced_dependent_unary_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "braced_dependent_unary.cudafe1.stub.c"
#include "braced_dependent_unary.cudafe1.stub.c"
# 1 "braced_dependent_unary.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
