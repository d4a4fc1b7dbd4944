# 1 "dependent_name_qualifier.cu"
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
namespace gx { 
# 5
template< bool C, class T> struct enable_if_t { }; 
# 6
template< class T> struct enable_if_t< true, T>  { typedef T type; }; 
# 7
template< class T> struct promote { typedef double type; }; 
# 8
namespace in { template< class T> struct P { typedef T type; }; }
# 9
}
# 10
namespace st { 
# 11
template< class T> struct is_int { enum { value}; }; 
# 12
template< class T> constexpr typename gx::enable_if_t< is_int< T> ::value, double> ::type 
# 13
f1(T x) { return x; } 
# 14
template< class T> inline typename gx::promote< T> ::type 
# 15
f2(T x) { typedef typename gx::promote< T> ::type R; return (R)x; } 
# 16
template< class T> struct S { typedef typename gx::in::P< T> ::type t1; using t2 = typename gx::promote< T> ::type; }; 
# 17
}
# 18
namespace gx { template< class T> typename in::P< T> ::type f3(T); }
# 19
using namespace gx::in;
# 20
template< class T> typename gx::in::P< T> ::type f4(T); 

# 1 "dependent_name_qualifier.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4e17c22a_27_dependent_name_qualifier_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_name_qualifier.cudafe1.stub.c"
#include "dependent_name_qualifier.cudafe1.stub.c"
# 1 "dependent_name_qualifier.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
