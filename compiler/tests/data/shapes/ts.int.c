# 1 "ts.cu"
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
template< class T> 
# 2
struct A { T a; }; 
# 4
template<> struct A< int>  { int b; }; 
# 5
template< class T> T 
# 6
f(T x) { return x; } 
# 8
template<> int f< int> (int x) { return x; } 
# 11
template<> inline double f(double x) { return x; } 
# 12
template< class T> 
# 13
struct B { T a; void g(); }; 
# 16
template<> void B< int> ::g() { } 
# 17
template< class T> struct C; 
# 20
template<> struct C< int> ; 

# 1 "ts.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1f97270d_5_ts_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "ts.cudafe1.stub.c"
#include "ts.cudafe1.stub.c"
# 1 "ts.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
