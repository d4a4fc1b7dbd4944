# 1 "template_arg_variable_template_scope.cu"
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
template< bool > struct sel { }; 
# 4
template<> struct sel< true>  { 
# 6
template< class T> using type = T; 
# 7
}; 
# 8
template< bool B, class T = void> using en_t = typename sel< B> ::template type< T> ; 
# 9
namespace lib { 
# 10
namespace core { 
# 11
inline namespace v2 { 
# 12
template< class T> constexpr bool is_int_v = false; 
# 13
template<> constexpr bool is_int_v< int>  = true; 
# 14
template< bool V> struct B { 
# 16
static constexpr inline bool value = V; 
# 17
}; 
# 18
template< class T, en_t< is_int_v< T> , int>   = 0> void f(T) { } 
# 19
}
# 20
}
# 21
}
# 22
namespace lib { 
# 23
namespace core { 
# 24
template< class T, bool b = true, en_t< v2::is_int_v< T>  && b, int>   = 0> void f2(T) { } 
# 25
template< class T> bool g(T) { return is_int_v< T>  && v2::is_int_v< T> ; } 
# 26
template< class T> struct X : public v2::B< v2::is_int_v< T> >  { 
# 28
}; 
# 29
}
# 30
}
# 31
template< class T, en_t< lib::core::v2::is_int_v< T> , int>   = 0> void h(T) { } 
# 32
namespace lib { 
# 33
template< class T> bool k(T) { return core::is_int_v< T> ; } 
# 34
template< class T> struct Y : public core::v2::B< core::v2::is_int_v< T> >  { 
# 36
}; 
# 37
}
# 38
int main() 
# 39
{ 
# 40
lib::core::f2(1); 
# 41
h(2); 
# 42
return 0; 
# 43
} 

# 1 "template_arg_variable_template_scope.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e3bb0fda_39_template_arg_variable_template_scope_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_arg_variable_template_scope.cudafe1.stub.c"
#include "template_arg_variable_template_scope.cudafe1.stub.c"
# 1 "template_arg_variable_template_scope.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
