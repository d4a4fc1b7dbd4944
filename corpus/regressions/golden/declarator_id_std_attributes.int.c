# 1 "declarator_id_std_attributes.cu"
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
[[nodiscard]] int f1(); 
# 2
int f2 [[nodiscard]](); 
# 3
struct S { 
# 4
int operator() [[nodiscard]](int) const { return 1; } 
# 5
[[nodiscard]] int g(int) const { return 1; } 
# 6
template< class T> int h [[nodiscard]](T) const { return 1; } 
# 7
template< class T> auto operator() [[nodiscard]](T, T) const { return 1; } 
# 8
}; 
# 9
template< class T> struct U { int k [[nodiscard]](T) { return 0; } }; 
# 10
int main() { S s; (void)s(1); (void)s.h(1); (void)s((1.0), (2.0)); U< int>  u; (void)u.k(1); return 0; } 
# 11
int b2 [[deprecated]](); 
# 12
int c2 [[gnu::always_inline]](); 
# 13
int d2 [[nodiscard("why")]](); 
# 14
int e2 [[gnu::cold, nodiscard]](); 
# 15
int g2 [[nodiscard]] [[deprecated("x")]](); 
# 16
int h2 [[nodiscard]](int x [[maybe_unused]]); 
# 17
int a2 [[maybe_unused]]; 

# 1 "declarator_id_std_attributes.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e16221ba_31_declarator_id_std_attributes_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "declarator_id_std_attributes.cudafe1.stub.c"
#include "declarator_id_std_attributes.cudafe1.stub.c"
# 1 "declarator_id_std_attributes.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
