# 1 "friend_param_template_member_type.cu"
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
template< class X> struct W { 
# 5
typedef int T; 
# 6
typedef X U; 
# 7
typedef W _Self; 
# 8
struct In { }; 
# 9
enum E { e1}; 
# 10
friend inline void w(W< X> , typename W< X> ::T, typename W< X> ::U, typename W< X> ::In, typename W< X> ::E) { } 
# 11
friend inline bool same(const typename W< X> ::_Self &, const typename W< X> ::_Self &) { return true; } 
# 12
template< class Y> friend inline bool less(const typename W< X> ::_Self &, const W< Y>  &) { return false; } 
# 13
}; 
# 14
template< class I> struct V { 
# 15
struct P { 
# 16
typedef int T; 
# 17
int a; 
# 18
friend inline bool eq(const P &x, typename P::T y) { return (x.a) == y; } 
# 19
}; 
# 20
typedef long L; 
# 21
struct Q { friend inline bool f(const Q &, typename V< I> ::L, typename V< I> ::P) { return true; } }; 
# 22
}; 
# 23
int main() { 
# 24
W< int>  x; 
# 25
bool b = same(x, x); 
# 26
return b ? 0 : 1; 
# 27
} 

# 1 "friend_param_template_member_type.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f3b71cc9_36_friend_param_template_member_type_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "friend_param_template_member_type.cudafe1.stub.c"
#include "friend_param_template_member_type.cudafe1.stub.c"
# 1 "friend_param_template_member_type.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
