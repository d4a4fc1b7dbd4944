# 1 "dependent_base_member_deref_assign.cu"
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
struct Ref { int *p; Ref &operator=(bool) { return *this; } }; 
# 5
struct It { 
# 6
int *p; 
# 7
It operator++(int) { It t = *this; ++(p); return t; } 
# 8
Ref operator*() const { return Ref(); } 
# 9
}; 
# 10
template< class A> struct Base { struct Data { It f; }; struct Impl : public Data { }; Impl m; }; 
# 11
template< class A> struct W : protected Base< A>  { 
# 12
void pb(bool x) { (*(((this->m).f)++)) = x; } 
# 13
}; 
# 14
int main() { W< int>  w; w.pb(true); return 0; } 

# 1 "dependent_base_member_deref_assign.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e7a0dda9_37_dependent_base_member_deref_assign_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_base_member_deref_assign.cudafe1.stub.c"
#include "dependent_base_member_deref_assign.cudafe1.stub.c"
# 1 "dependent_base_member_deref_assign.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
