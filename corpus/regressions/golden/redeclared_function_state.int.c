# 1 "redeclared_function_state.cu"
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
struct A { inline void f(); static inline int g(); }; 
# 7
inline void A::f() { } 
# 8
inline int A::g() { return 1; } 
# 9
namespace N { inline int h(int); }
# 10
inline int N::h(int) { return 2; } 
# 11
inline int u(int); 
# 12
inline int u(int); 
# 13
inline int u(int x) { return x; } 
# 14
extern inline int mn(const int a, const int b); 
# 15
inline int mn(const int a, const int b) { return (a < b) ? a : b; } 
# 16
static inline int cs(int s); 
# 17
static inline int cs(int s) { return s; } 
# 18
extern double rs(double x); 
# 19
static inline float rs(const float a) { return a; } 
# 20
extern int ab(int x) noexcept(true); 
# 21
namespace S { using ::ab;inline long ab(long x) { return x; } }
# 22
extern "C" {
# 23
extern float xcosf(float x) noexcept(true); 
# 24
}
# 25
extern "C" {
# 27
}
# 28
__attribute__((unused)) extern float ycosf(float x); 
# 29
__attribute__((unused)) float ycosf(float x); 

# 1 "redeclared_function_state.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d0eb4434_28_redeclared_function_state_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "redeclared_function_state.cudafe1.stub.c"
#include "redeclared_function_state.cudafe1.stub.c"
# 1 "redeclared_function_state.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
