# 1 "overload_set_namespace_qualifier.cu"
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
extern "C" void *cpy(void *, const void *, unsigned long); 
# 4
extern "C" void *cpy(void *, const void *, unsigned long); 
# 5
template< class T> T &&gmove(T &x) { return static_cast< T &&>(x); } 
# 6
namespace lib { 
# 7
namespace core { 
# 8
inline namespace v2 { 
# 9
using ::cpy;
# 10
using ::gmove;
# 11
template< class T> T &&declv(); 
# 12
template< class T> T &&move(T &x) { return static_cast< T &&>(x); } 
# 13
template< class T> void sw(T &a, T &b) 
# 14
{ 
# 15
T t(v2::move(a)); 
# 16
a = v2::move(b); 
# 17
::lib::core::v2::cpy(&a, &b, sizeof(T)); 
# 18
v2::gmove(a); 
# 19
core::gmove(a); 
# 20
core::move(a); 
# 21
} 
# 22
template< class T> struct S { 
# 24
static const bool value = noexcept(sw(v2::declv< T> (), v2::declv< T> ())); 
# 25
}; 
# 26
template< bool B> struct bc { 
# 28
static const bool value = B; 
# 29
}; 
# 30
namespace det { 
# 31
template< class T> T &&fwd(T &x) { return static_cast< T &&>(x); } 
# 32
template< class T> void sw2(T &, T &); 
# 34
template< class T> struct H3 : public bc< noexcept(sw2(v2::declv< T &> (), core::declv< T &> ()))>  { 
# 36
}; 
# 37
template< class T> void h(T a) 
# 38
{ 
# 39
core::move(a); 
# 40
v2::move(a); 
# 41
det::fwd(a); 
# 42
} 
# 43
}
# 44
}
# 45
}
# 46
}
# 47
template< class T> void f2(T a) 
# 48
{ 
# 49
lib::core::move(a); 
# 50
lib::core::v2::det::fwd(a); 
# 51
lib::core::v2::declv< T> (); 
# 52
::lib::core::v2::cpy(&a, &a, 1); 
# 53
} 
# 54
namespace lib { 
# 55
template< class T> void f4(T a) 
# 56
{ 
# 57
core::move(a); 
# 58
core::v2::det::fwd(a); 
# 59
} 
# 60
}
# 61
int main() 
# 62
{ 
# 63
int a = 0, b = 1; 
# 64
lib::core::sw(a, b); 
# 65
f2(a); 
# 66
return 0; 
# 67
} 

# 1 "overload_set_namespace_qualifier.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ef207044_35_overload_set_namespace_qualifier_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "overload_set_namespace_qualifier.cudafe1.stub.c"
#include "overload_set_namespace_qualifier.cudafe1.stub.c"
# 1 "overload_set_namespace_qualifier.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
