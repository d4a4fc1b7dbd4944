# 1 "template_deduction_guides.cu"
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
template< bool B, class T = void> struct enable_if { }; 
# 5
template< class T> struct enable_if< true, T>  { typedef T type; }; 
# 6
template< class ...B> struct and_ { static const bool value = true; }; 
# 7
template< class T> struct D { static const bool value = true; }; 
# 9
template< class T1, class T2> struct pair { 
# 10
T1 first; T2 second; 
# 11
template< class U1 = T1, class U2 = T2, typename enable_if< and_< D< U1> , D< U2> > ::value, bool> ::type 
# 13
 = true> constexpr 
# 14
pair() : first(), second() { } 
# 15
struct zero { zero(pair *); }; 
# 16
pair(T1 x, zero, ...) : first(x), second() { } 
# 17
template< class U> pair(zero, U &&y, ...) : first(), second(y) { } 
# 18
template< class U> pair(U *y, int) : first(), second() { } 
# 19
pair(T1 a, T2 b) : first(a), second(b) { } 
# 20
}; 
# 21
template< class T1, class T2> pair(T1, T2)->pair< T1, T2> ; 
# 23
namespace n { 
# 24
template< class T> struct B { T t; B(T x) : t(x) { } }; 
# 25
template< class T> B(T *)->B< T> ; 
# 26
B(const char *)->B< int> ; 
# 27
template< class T> B(T &&, int)->B< T> ; 
# 28
}
# 30
template< class T, int 
# 31
N = 3, class 
# 33
U = int, bool 
# 36
 = true, bool 
# 37
Bv = false> 
# 39
struct X { }; 
# 41
struct Plain { template< class U> Plain(U, ...) { } }; 
# 43
void f() { pair p(1, (2.0)); n::B q(3); X< int>  x; Plain pl(1); (void)p; (void)q; (void)x; (void)pl; } 

# 1 "template_deduction_guides.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__49a7fc84_28_template_deduction_guides_cu__Z1fv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_deduction_guides.cudafe1.stub.c"
#include "template_deduction_guides.cudafe1.stub.c"
# 1 "template_deduction_guides.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
