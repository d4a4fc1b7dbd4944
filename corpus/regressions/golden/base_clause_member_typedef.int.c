# 1 "base_clause_member_typedef.cu"
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
template< class A, class B, class R> struct binary_function { }; 
# 5
template< class K, class T> 
# 6
struct Map { 
# 7
typedef K key_type; 
# 8
typedef T *tptr; 
# 9
typedef int size_type; 
# 10
class value_compare : public binary_function< key_type, tptr, bool>  { }; 
# 11
class vc2 : public binary_function< int, key_type, bool>  { }; 
# 12
}; 
# 13
template< class K> 
# 14
struct Set : public binary_function< K, K, bool>  { 
# 15
typedef K key_type; 
# 16
struct in : public binary_function< key_type, int, bool>  { }; 
# 17
}; 
# 18
int main() { return 0; } 

# 1 "base_clause_member_typedef.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d32dd256_29_base_clause_member_typedef_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "base_clause_member_typedef.cudafe1.stub.c"
#include "base_clause_member_typedef.cudafe1.stub.c"
# 1 "base_clause_member_typedef.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
