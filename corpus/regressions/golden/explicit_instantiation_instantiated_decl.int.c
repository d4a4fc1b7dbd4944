# 1 "explicit_instantiation_instantiated_decl.cu"
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
typedef long streamsize; 
# 2
namespace s { 
# 3
template< class C> struct tr { }; 
# 4
template< class C, class T = tr< C> > struct os { }; 
# 5
typedef os< char>  ostream; 
# 6
inline namespace v1 { template< class C, class T = tr< C> > struct bs { void f() { } }; typedef bs< char>  string; }
# 7
template< class C, class T> os< C, T>  &ins(os< C, T>  & __out, const C * __s, streamsize __n); 
# 8
template< class C, class T> os< C, T>  &put(os< C, T>  & __os, const v1::bs< C, T>  & __str); 
# 9
template< class C, class T> os< C, T>  &put(os< C, T>  &__x, const v1::bs< C, T>  &__y) { return __x; } 
# 10
template< class C, class T> os< C, T>  &ins(os< C, T>  &__o2, const C *__s2, streamsize __n2) { return __o2; } 
# 11
template< class C> int g(C *, int) { return 0; } 
# 12
extern template struct v1::bs< char> ;
# 13
extern template os< char>  &ins(os< char>  & __out, const char * __s, streamsize __n);
# 14
extern template os< char>  &put(os< char>  & __os, const v1::bs< char>  & __str);
# 15
extern template int g(char *, int);
# 16
template int g(long *, int);
# 17
template struct v1::bs< long> ;
# 18
}
# 19
extern template struct s::v1::bs< int> ;
# 20
extern template s::os< char>  &s::ins(os< char>  & __out, const char * __s, streamsize __n);

# 1 "explicit_instantiation_instantiated_decl.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c010f020_43_explicit_instantiation_instantiated_decl_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "explicit_instantiation_instantiated_decl.cudafe1.stub.c"
#include "explicit_instantiation_instantiated_decl.cudafe1.stub.c"
# 1 "explicit_instantiation_instantiated_decl.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
