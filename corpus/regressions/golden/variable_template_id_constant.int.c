# 1 "variable_template_id_constant.cu"
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
template< class T> constexpr int kSize = ((static_cast< int>(sizeof(T))) * 4); 
# 4
template< class T> constexpr T kScale = ((T)4); 
# 5
template< int N> constexpr int kTwice = (N * 2); 
# 6
static_assert((kSize< double>  == 32), "");
# 7
constexpr int a = kSize< char> ; 
# 8
int b = (kSize< short>  + 1); 
# 9
int arr[kSize< int> ]; 
# 10
__attribute__((visibility("hidden"))) void k(char *p) ;
#if 0
# 10
{ 
# 11
switch (p[0]) { 
# 12
case kSize< char>  * 3:  break; 
# 13
case kSize< int> :  break; 
# 14
case kTwice< 5> :  break; 
# 15
case kScale< long> :  break; 
# 16
default:  break; 
# 17
}  
# 18
(p[1]) = (kSize< int>  * (p[2])); 
# 19
} 
#endif
# 20 "variable_template_id_constant.cu"
template< class T> int f() { return kSize< T>  + kSize< char> ; } 
# 21
int g() { return f< int> (); } 
# 22
struct S { static constexpr inline int m = kSize< char> ; static const int n = (kSize< int>  * 2); int q[kSize< char> ]; }; 
# 23
template< class T> struct U { static constexpr inline int m = (kSize< T>  + kSize< char> ); }; 
# 24
int h() { int z = (-kSize< char> ); bool c = (!kSize< char> ); return (z + c) + U< int> ::m; } 
# 25
template< class T> constexpr bool kTrue = (sizeof(T) > (0)); 
# 26
static_assert(kTrue< int> , "");
# 27
template< class T> struct V { static_assert((kTrue< T> ), "");static_assert(kTrue< char> , "");static constexpr inline bool b = kTrue< char> ; }; 

# 1 "variable_template_id_constant.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9e8c192d_32_variable_template_id_constant_cu_b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "variable_template_id_constant.cudafe1.stub.c"
#include "variable_template_id_constant.cudafe1.stub.c"
# 1 "variable_template_id_constant.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
