# 1 "explicit_specifier_condition.cu"
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
template< class T> constexpr bool conv() { return sizeof(T) > (1); } 
# 2
template< class T> struct P { 
# 3
explicit(!conv< T> ()) P()  { } 
# 4
explicit(conv< int> ()) P(int) { } 
# 5
explicit(sizeof(T) > (1)) P(long) { } 
# 6
explicit(true) P(char) { } 
# 7
explicit(!conv< T> ()) P(short); 
# 8
}; 
# 9
struct Q { explicit(sizeof(int) > (1)) Q(int) { } explicit(conv< int> ()) Q(long) { } }; 
# 10
int main() { P< char>  p; Q q(1); return 0; } 
# 11
template< class T> struct P3 { 
# 12
P3() { } 
# 13
explicit(!conv< T> ()) P3(int = 0, int = 1) { } 
# 14
explicit P3(char) { } 
# 15
}; 
# 16
template< class T> struct R3 { 
# 17
explicit(!conv< T> ()) R3()  { } 
# 18
explicit(!conv< T> ()) R3(int) { } 
# 19
}; 

# 1 "explicit_specifier_condition.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__667d1b5f_31_explicit_specifier_condition_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "explicit_specifier_condition.cudafe1.stub.c"
#include "explicit_specifier_condition.cudafe1.stub.c"
# 1 "explicit_specifier_condition.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
