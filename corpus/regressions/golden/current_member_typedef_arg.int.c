# 1 "current_member_typedef_arg.cu"
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
template< class A, class B> struct pair { A first; B second; pair() { } pair(A a, B b) : first(a), second(b) { } }; 
# 7
struct NB { NB *r; }; 
# 8
template< class V> struct It { NB *node; It(NB *n = 0) : node(n) { } }; 
# 9
template< class T> struct Other { typedef T *ptr; }; 
# 10
template< class K, class V> 
# 11
struct Tree { 
# 12
typedef NB *_Base_ptr; 
# 13
typedef It< V>  iterator; 
# 14
typedef V value_type; 
# 15
typedef It< V>  viter; 
# 16
pair< iterator, iterator>  range(NB * a); 
# 17
pair< NB *, NB *>  pos(NB * a); 
# 18
pair< iterator, bool>  ins(NB * a); 
# 19
pair< viter, int>  vi(); 
# 20
pair< value_type, int>  vt(); 
# 21
pair< typename Other< K> ::ptr, int>  op(); 
# 22
iterator begin(); 
# 23
}; 
# 24
template< class K, class V> pair< It< V> , It< V> >  
# 25
Tree< K, V> ::range(NB *a) { 
# 26
return pair< iterator, iterator> (((iterator)(a)), ((iterator)(a))); 
# 27
} 
# 28
template< class K, class V> pair< NB *, NB *>  
# 29
Tree< K, V> ::pos(NB *a) { 
# 30
typedef pair< NB *, NB *>  _Res; 
# 31
return _Res(a, a); 
# 32
} 
# 33
template< class K, class V> pair< It< V> , bool>  
# 34
Tree< K, V> ::ins(NB *a) { 
# 35
return pair< iterator, bool> (((iterator)(a)), true); 
# 36
} 
# 37
template< class K, class V> pair< It< V> , int>  
# 38
Tree< K, V> ::vi() { return pair< viter, int> (); } 
# 39
template< class K, class V> pair< V, int>  
# 40
Tree< K, V> ::vt() { return pair< value_type, int> (); } 
# 41
template< class K, class V> pair< typename Other< K> ::ptr, int>  
# 42
Tree< K, V> ::op() { return {}; } 
# 43
template< class K> pair< typename Other< K> ::ptr, int>  
# 44
free_op() { return {}; } 
# 45
template< class K, class V> typename Tree< K, V> ::iterator 
# 46
Tree< K, V> ::begin() { return iterator(); } 
# 47
int main() { return 0; } 

# 1 "current_member_typedef_arg.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__593847a3_29_current_member_typedef_arg_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "current_member_typedef_arg.cudafe1.stub.c"
#include "current_member_typedef_arg.cudafe1.stub.c"
# 1 "current_member_typedef_arg.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
