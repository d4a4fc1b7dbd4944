# 1 "variable_template_id_initializer.cu"
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
namespace lib { 
# 7
template< class T> concept C = sizeof(T) == (4); 
# 8
template< class T> constexpr bool V = (sizeof(T) == (4)); 
# 9
template< class T> constexpr int I = (sizeof(T)); 
# 10
}
# 11
template< class T> constexpr bool W1 = lib::C< T> ; 
# 12
template< class T> constexpr bool W2 = lib::V< T> ; 
# 13
template< class T> constexpr bool W3 = lib::C< T>  && lib::V< T> ; 
# 14
template< class T> constexpr bool W4 = (!lib::C< T> ); 
# 15
template< class T> constexpr int W7 = sizeof(T) + lib::I< T> ; 
# 16
template< class T> constexpr bool W8 = (bool)lib::V< T> ; 
# 17
template< class T> constexpr int W9 = (-lib::I< T> ); 
# 18
template< class T> constexpr bool W10 = (lib::C< T>  || (sizeof(T) == (2))); 
# 19
template< class T> constexpr int W11 = lib::I< T> ; 
# 20
template< class T> constexpr int W12 = lib::I< int> ; 
# 21
template< class T> const int W15 = lib::I< T>  + 1; 
# 22
template< class T> struct S { 
# 23
static_assert((lib::V< T> ));
# 24
static_assert(lib::C< T> );
# 25
enum { e = lib::I< T> , f = lib::C< T> }; 
# 26
static constexpr inline bool b = lib::C< T> ; 
# 27
static constexpr inline int k2 = (lib::I< T>  + 1); 
# 28
static const int k3 = (lib::I< T> ); 
# 29
static constexpr inline int k5 = (-lib::I< T> ); 
# 30
int a[lib::I< T> ]; 
# 31
int g() { int x = lib::I< T>  + 1; bool y = lib::C< T> ; const int z = (-lib::I< T> ); return (x + y) + z; } 
# 32
}; 
# 33
constexpr bool W5 = lib::C< int> ; 
# 34
int main() { return 0; } 

# 1 "variable_template_id_initializer.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ad4034d0_35_variable_template_id_initializer_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "variable_template_id_initializer.cudafe1.stub.c"
#include "variable_template_id_initializer.cudafe1.stub.c"
# 1 "variable_template_id_initializer.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
