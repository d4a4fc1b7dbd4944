# 1 "deleted_function_template_tokens.cu"
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
namespace std { template< class T> struct ev { static const bool value = true; }; }
# 5
template < typename T, typename U = int *, int N = ( 3 > 2 ), class V = std :: ev < T > >
 auto f ( T * p, U && u, const char * s = "a b", ... ) -> __decltype ( p -> x + u . y [ 0 ] ) = delete;
# 7
template< class T> void g(T) { } 
# 8
template < class T > void g2 ( T, int ) = delete;int zz; 
# 9
template < class ... Ts > void h ( Ts && ... ts ) noexcept ( sizeof ... ( Ts ) > 1 ) = delete;
# 10
template < class T > [ [ nodiscard ] ] int k ( T ) = delete;
# 11
struct Q { template < class T > Q & operator = ( T ) = delete;template < class T > operator T * ( ) const = delete;}; 
# 12
template < typename T >
    const T * addressof2 ( const T && ) = delete;
# 14
template < typename T > void f2 ( T ) = delete;
# 15
template< class T> struct P2 { template < typename U,
   typename = int >
   P2 ( U ) = delete;
# 18
void g() = delete;
# 19
template< class U> void h(U) { } }; 
# 20
namespace n2 { template < typename T > int q ( T, int x = 1 + 2 ) = delete;}

# 1 "deleted_function_template_tokens.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3e1ada09_35_deleted_function_template_tokens_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "deleted_function_template_tokens.cudafe1.stub.c"
#include "deleted_function_template_tokens.cudafe1.stub.c"
# 1 "deleted_function_template_tokens.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
