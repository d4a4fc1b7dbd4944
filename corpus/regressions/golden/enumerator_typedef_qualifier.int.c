# 1 "enumerator_typedef_qualifier.cu"
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
# 2
namespace s { 
# 3
struct tag { }; 
# 4
template< class A, class B> struct isb { static const bool value = false; }; 
# 5
template< class I, class C = int> struct rai : public isb< tag, C>  { 
# 6
typedef isb< s::tag, C>  _Base; 
# 7
enum { v1 = isb< s::tag, C> ::value}; 
# 8
static const bool v2 = (_Base::value); 
# 9
bool f() { return _Base::value; } 
# 10
}; 
# 11
template< class I> struct q { 
# 12
typedef isb< I, int>  B2; 
# 13
typedef int N; 
# 14
enum { v3 = isb< I, int> ::value}; 
# 15
N g() { return B2::value; } 
# 16
}; 
# 17
typedef isb< int, int>  NB; 
# 18
template< class I> struct r { enum { v4}; }; 
# 19
}

# 1 "enumerator_typedef_qualifier.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f9e5896a_31_enumerator_typedef_qualifier_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "enumerator_typedef_qualifier.cudafe1.stub.c"
#include "enumerator_typedef_qualifier.cudafe1.stub.c"
# 1 "enumerator_typedef_qualifier.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
