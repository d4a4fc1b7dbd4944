# 1 "class_redeclaration_after_definition.cu"
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
struct S { int x; }; 
# 5
struct S; 
# 6
template< class T> struct X { T t; }; 
# 7
namespace n { int y; }
# 8
template< class T> struct X; 
# 11
template< class T> struct Y; 
# 12
template< class T> struct Y { T t; }; 
# 13
namespace N { template< class T, int I = 0> struct Z { T t; }; }
# 14
namespace N { template< class T, int I> struct Z; }
# 15
struct O { 
# 16
private: template< class T> struct M { }; 
# 17
template< class T> struct M; 
# 18
}; 
# 19
X< int>  xi; 
# 20
N::Z< int>  zi; 

# 1 "class_redeclaration_after_definition.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__84d83d07_39_class_redeclaration_after_definition_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "class_redeclaration_after_definition.cudafe1.stub.c"
#include "class_redeclaration_after_definition.cudafe1.stub.c"
# 1 "class_redeclaration_after_definition.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
