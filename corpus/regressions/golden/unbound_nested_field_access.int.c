# 1 "unbound_nested_field_access.cu"
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
struct NB { NB *left; }; 
# 5
struct Hdr { NB header; int count; }; 
# 6
template< class C> struct Impl : public Hdr { C cmp; }; 
# 7
template< class V> struct It { It(NB *) { } }; 
# 8
template< class K, class C> 
# 9
struct Tree { 
# 10
typedef It< K>  iterator; 
# 11
Impl< C>  impl; 
# 12
Hdr plain; 
# 13
iterator begin() { return ((iterator)((((this->impl).header).left))); } 
# 14
iterator b2() { return ((iterator)((((impl).header).left))); } 
# 15
iterator b3() { return ((iterator)(((plain).header).left)); } 
# 16
NB *b4() { NB *p = ((((impl).header).left)); return p; } 
# 17
void g(NB *); 
# 18
void b5() { g((((impl).header).left)); } 
# 19
}; 
# 20
int main() { return 0; } 

# 1 "unbound_nested_field_access.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5c2d3461_30_unbound_nested_field_access_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "unbound_nested_field_access.cudafe1.stub.c"
#include "unbound_nested_field_access.cudafe1.stub.c"
# 1 "unbound_nested_field_access.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
