# 1 "explicit_specialization_default_args_member.cu"
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
struct iter_base { int p; friend inline bool operator!=(const iter_base &x, const iter_base &y) { return (x.p) != (y.p); } }; 
# 6
struct const_iter : public iter_base { const_iter() { (p) = 0; } }; 
# 7
template< class T> struct alloc { }; 
# 8
template< class T, class A = alloc< T> > struct vec { int size() const { return 0; } }; 
# 9
template<> struct vec< char>  { const_iter end() const { return const_iter(); } }; 
# 10
template<> struct vec< int, int>  { const_iter end() const { return const_iter(); } }; 
# 11
template< class T> struct one { }; 
# 12
template<> struct one< char>  { const_iter end() const { return const_iter(); } }; 
# 13
int main() { 
# 14
vec< char>  chars; vec< int, int>  ints; one< char>  o; vec< long>  longs; 
# 15
const_iter c; 
# 16
bool d1 = (c != (chars.end())); 
# 17
bool d2 = (c != (ints.end())); 
# 18
bool d3 = (c != (o.end())); 
# 19
return ((d1 + d2) + d3) + longs.size(); 
# 20
} 

# 1 "explicit_specialization_default_args_member.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3217e4d9_46_explicit_specialization_default_args_member_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "explicit_specialization_default_args_member.cudafe1.stub.c"
#include "explicit_specialization_default_args_member.cudafe1.stub.c"
# 1 "explicit_specialization_default_args_member.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
