# 1 "partial_specialization_member_call.cu"
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
struct iter_base { 
# 6
int p; 
# 7
friend inline bool operator!=(const iter_base &x, const iter_base &y) { return (x.p) != (y.p); } 
# 8
}; 
# 9
struct const_iter : public iter_base { const_iter() { (p) = 0; } }; 
# 10
template< class T> struct alloc { }; 
# 11
template< class T, class A> struct vec_base { }; 
# 12
template< class T, class A = alloc< T> > struct vec : protected vec_base< T, A>  { 
# 14
int size() const { return 0; } 
# 15
}; 
# 16
template< class A> struct vec< bool, A>  { 
# 17
typedef const_iter const_iterator; 
# 18
const_iterator begin() const { return const_iter(); } 
# 19
const_iterator end() const { return const_iter(); } 
# 20
}; 
# 21
int main() { 
# 22
vec< bool>  bits; 
# 23
for (vec< bool> ::const_iterator it = bits.begin(); it != (bits.end());) { }  
# 24
const_iter c; 
# 25
bool differ = (c != (bits.end())); 
# 26
vec< int>  ints; 
# 27
return ints.size() + differ; 
# 28
} 

# 1 "partial_specialization_member_call.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bc2dddae_37_partial_specialization_member_call_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "partial_specialization_member_call.cudafe1.stub.c"
#include "partial_specialization_member_call.cudafe1.stub.c"
# 1 "partial_specialization_member_call.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
