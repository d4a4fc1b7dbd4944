# 1 "nested_block_member_typedef_arg.cu"
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
# 6
template< class A, class B> struct pair { A first; B second; 
# 7
template< class U1, class U2> pair(U1 &&a, U2 &&b) : first(a), second(b) { } }; 
# 8
struct NB { NB *r; }; 
# 9
template< class V> struct It { NB *node; It(NB *n = 0) : node(n) { } }; 
# 10
template< class X> struct Box { X x; }; 
# 11
template< class T> struct Tup { Tup(const T &) { } }; 
# 12
template< class K, class V> 
# 13
struct Tree { 
# 14
typedef It< V>  iterator; 
# 15
typedef V value_type; 
# 16
typedef NB *base_ptr; 
# 17
iterator lb(NB *a) { return ((iterator)(a)); } 
# 18
pair< iterator, iterator>  in_class(NB *a) { { return pair< It< V> , It< V> > (lb(a), lb(a)); } } 
# 19
int f(NB * a); 
# 20
int g(const value_type &k) { if (k) { Tup< const V &>  t = ((Tup< const V &> )(k)); }  return 0; } 
# 21
pair< iterator, iterator>  range(NB * a); 
# 22
}; 
# 23
template< class K, class V> int 
# 24
Tree< K, V> ::f(NB *a) { 
# 25
{ iterator z = lb(a); Box< It< V> >  b; Box< V>  bv; Box< NB *>  bp; int s = (sizeof(Box< It< V> > )); pair< It< V> , int>  p(lb(a), 1); } 
# 26
Box< iterator>  b2; 
# 27
if (a) { Box< It< V> >  b3; }  
# 28
for (; ;) { Box< V>  b4; }  
# 29
return 0; 
# 30
} 
# 31
template< class K, class V> pair< It< V> , It< V> >  
# 32
Tree< K, V> ::range(NB *a) { 
# 33
while (a != (0)) { if (a->r) { return pair< It< V> , It< V> > (lb(a), lb(a)); }  a = (a->r); }  
# 34
return pair< iterator, iterator> (lb(a), lb(a)); 
# 35
} 
# 36
int main() { return 0; } 

# 1 "nested_block_member_typedef_arg.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__07aa0ad6_34_nested_block_member_typedef_arg_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "nested_block_member_typedef_arg.cudafe1.stub.c"
#include "nested_block_member_typedef_arg.cudafe1.stub.c"
# 1 "nested_block_member_typedef_arg.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
