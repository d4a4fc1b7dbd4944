# 1 "declarator_line_attributes.cu"
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
# 6
template< class T> struct X { 
# 7
static const T a; 
# 8
static const int c = 2; 
# 9
static int v; 
# 10
}; 
# 11
template< class T> const T 
# 12
X< T> ::a; 
# 13
template< class T> const int X< T> ::c; 
# 15
template< class T> int 
# 17
X< T> ::v = 3; 
# 20
template< class T> struct P { static constexpr inline bool value = true; }; 
# 21
template< class T> 
# 22
[[__deprecated__]] constexpr inline bool 
# 23
v1 = (P< T> ::value); 
# 24
template< class T> 
# 25
[[__deprecated__]] inline bool 
# 24
f1(); 
# 27
[[__deprecated__]] int 
# 29
v4; 
# 30
__attribute((deprecated)) int 
# 32
v5; 
# 33
template< class T> 
# 34
__attribute((deprecated)) inline bool 
# 33
f2(); 

# 1 "declarator_line_attributes.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5251af7a_29_declarator_line_attributes_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "declarator_line_attributes.cudafe1.stub.c"
#include "declarator_line_attributes.cudafe1.stub.c"
# 1 "declarator_line_attributes.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
