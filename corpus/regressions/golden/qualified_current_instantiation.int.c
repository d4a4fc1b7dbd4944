# 1 "qualified_current_instantiation.cu"
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
# 5
namespace std { 
# 6
template< class C> struct os { }; 
# 7
template< class T> struct nd { 
# 8
T v; 
# 9
static int s; 
# 10
template< class T1> friend bool operator==(const std::nd< T1>  & a, const std::nd< T1>  & b); 
# 11
template< class T1, class C> friend os< C>  &operator<<(std::os< C>  & o, const std::nd< T1>  & x); 
# 13
friend inline bool operator!=(const nd< T>  &a, const nd< T>  &b) { return true; } 
# 14
friend inline bool operator<(const std::nd< int>  &a, const nd< T>  *b) { return true; } 
# 15
void f(const nd & x); 
# 16
int g() { return sizeof(nd); } 
# 17
struct In { 
# 18
void k(const nd & x); 
# 19
}; 
# 20
}; 
# 21
template< class T> void nd< T> ::f(const nd &x) { nd y = x; } 
# 22
template< class U, class C> os< C>  &operator<<(os< C>  & o, const nd< U>  & x); 
# 23
}
# 24
struct pl { 
# 25
friend bool operator!=(const std::nd< pl>  & a, const pl & b); 
# 26
}; 
# 27
int main() { 
# 28
std::nd< int>  a; 
# 29
a.f(a); 
# 30
return a.g(); 
# 31
} 

# 1 "qualified_current_instantiation.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4664ae10_34_qualified_current_instantiation_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "qualified_current_instantiation.cudafe1.stub.c"
#include "qualified_current_instantiation.cudafe1.stub.c"
# 1 "qualified_current_instantiation.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
