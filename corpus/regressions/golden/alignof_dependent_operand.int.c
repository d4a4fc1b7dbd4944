# 1 "alignof_dependent_operand.cu"
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
# 3
struct Q { int m; double d; }; 
# 4
template< class T> struct A { static const unsigned long a2 = __alignof__(T::m); }; 
# 5
int g; const unsigned long a3 = __alignof__ (g); const unsigned long a4 = __alignof__ (Q::d); 
# 6
template< class T2> struct B { alignas(__alignof__(T2::m)) unsigned char s[4]; }; 
# 7
int main() { A< Q>  a; B< Q>  b; (void)a; (void)b; return 0; } 

# 1 "alignof_dependent_operand.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__df5974bf_28_alignof_dependent_operand_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "alignof_dependent_operand.cudafe1.stub.c"
#include "alignof_dependent_operand.cudafe1.stub.c"
# 1 "alignof_dependent_operand.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
