# 1 "friend_partial_specialization_injected.cu"
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
namespace N { 
# 5
template< class K, class V, class A> struct H { }; 
# 6
template< class V, class A> struct H< V, V, A>  { 
# 7
void swap(H &) { } 
# 8
friend inline void swap(N::H< V, V, A>  &x, N::H< V, V, A>  &y) { x.swap(y); } 
# 9
H *self() { return this; } 
# 10
}; 
# 11
template< class K, class V> struct G { friend inline void swap(G< K, V>  &x, G< K, V>  &y) { } }; 
# 12
template< class V> struct G< V *, V>  { friend inline void swap(N::G< V *, V>  &x, N::G< V *, V>  &y) { } G *p; }; 
# 13
}
# 14
template< class K, class V> struct G2 { friend inline bool operator==(const G2< K, V>  &, const G2< K, V>  &) { return true; } }; 
# 15
template< class V> struct G2< V *, V>  { friend inline bool operator==(const ::G2< V *, V>  &, const ::G2< V *, V>  &) { return true; } }; 
# 16
int main() { 
# 17
N::H< int, int, char>  a, b; swap(a, b); 
# 18
G2< int *, int>  c, d; return (c == d) ? 0 : 1; 
# 19
} 

# 1 "friend_partial_specialization_injected.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7351b082_41_friend_partial_specialization_injected_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "friend_partial_specialization_injected.cudafe1.stub.c"
#include "friend_partial_specialization_injected.cudafe1.stub.c"
# 1 "friend_partial_specialization_injected.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
