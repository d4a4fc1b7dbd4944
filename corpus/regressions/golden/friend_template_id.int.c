# 1 "friend_template_id.cu"
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
template< class T> struct Q { }; 
# 6
namespace other { template< class T> struct S { }; }
# 7
namespace nsx { 
# 8
namespace inner { template< class T> struct R { }; }
# 9
template< class T> struct hash; 
# 10
template< class T> struct hash< T *>  { }; 
# 11
template< class A> struct B { }; 
# 12
template< class T> class cl; 
# 13
template< class T, class A> class vec { }; 
# 14
template< class A> class vec< bool, A>  : protected B< A>  { 
# 15
friend struct hash< vec> ; 
# 16
friend struct hash< int> ; 
# 17
friend struct inner::R< int> ; 
# 18
friend struct other::S< int> ; 
# 19
friend struct ::Q< int> ; 
# 20
friend struct hash< char> ; 
# 21
nsx::hash< int>  *h; 
# 22
struct N { friend struct ::Q< char> ; }; 
# 23
}; 
# 24
template< class T> struct plain { 
# 25
friend struct hash< plain *> ; 
# 26
friend class cl< T> ; 
# 27
}; 
# 28
struct W { friend struct hash< W> ; friend struct hash< char> ; }; 
# 29
}
# 30
struct Z { friend class nsx::cl< int> ; friend struct nsx::hash< Z> ; }; 

# 1 "friend_template_id.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ebbc5490_21_friend_template_id_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "friend_template_id.cudafe1.stub.c"
#include "friend_template_id.cudafe1.stub.c"
# 1 "friend_template_id.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
