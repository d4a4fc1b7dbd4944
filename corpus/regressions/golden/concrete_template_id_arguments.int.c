# 1 "concrete_template_id_arguments.cu"
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
namespace s { 
# 3
template< class C> struct tr { }; 
# 4
template< class C, class T = tr< C> > struct bs { C c; }; 
# 5
typedef bs< char>  str; 
# 6
typedef int myint; 
# 7
template< class S> S conv(int v) { return S(); } 
# 8
template< class S, class U> S conv2(U v) { return S(); } 
# 9
inline str to_s(int v) { return conv< bs< char> > (v); } 
# 10
inline int g(int v) { return conv< int> (v) + conv2< int, int> (v); } 
# 11
template< class T> str h(T v) { return conv< str> (1); } 
# 12
}
# 13
template< class C> struct tr2 { }; 
# 14
template< class C, class T = tr2< C> > struct bs2 { C c; }; 
# 15
typedef bs2< char>  str2; 
# 16
template< class S> S conv2x(int v) { return S(); } 
# 17
template< class S> struct W2 { S s; }; 
# 18
W2< bs2< char> >  w2x; 
# 19
str2 to_s_2(int v) { return conv2x< bs2< char> > (v); } 
# 20
str2 to_s_3(int v) { str2 x = conv2x< bs2< char> > (v); return x; } 

# 1 "concrete_template_id_arguments.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bc82a6a7_33_concrete_template_id_arguments_cu_93f9de7e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "concrete_template_id_arguments.cudafe1.stub.c"
#include "concrete_template_id_arguments.cudafe1.stub.c"
# 1 "concrete_template_id_arguments.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
