# 1 "pack_using_and_template_destructor.cu"
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
template< int I, class T> struct build { static T fun(T t) { return t; } }; 
# 5
template< class ...Ts> struct all : public build< 0, Ts> ... { using build< 0, Ts> ::fun...;}; 
# 6
int use_all() { return all< int> ::fun(1); } 
# 7
template< class V> struct node { V v; }; 
# 8
template< class V> void destroy(node< V>  *p) { p->~node(); } 
# 9
void use_node(node< int>  *p) { destroy(p); } 
# 10
namespace ns { template< class T, int S> struct ref { ref(T &x) { (p) = (&x); } T fetch_add(T v) { return (*(p)) += v; } T *p; }; }
# 11
void bump(int *bins, int v) { 
# 12
((ns::ref< int, 1> )(bins[v % 10])).fetch_add(1); 
# 13
((ns::ref< int, 1> )(*bins)).fetch_add(1); 
# 14
} 

# 1 "pack_using_and_template_destructor.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e3a94951_37_pack_using_and_template_destructor_cu_0d94e2a5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "pack_using_and_template_destructor.cudafe1.stub.c"
#include "pack_using_and_template_destructor.cudafe1.stub.c"
# 1 "pack_using_and_template_destructor.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
