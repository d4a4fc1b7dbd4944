# 1 "device_builtin_tail_padding.cu"
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
#if 0
# 1
enum K { K0, K1}; 
#endif
# 2 "device_builtin_tail_padding.cu"
#if 0
typedef K 
# 2
Kt; 
#endif
# 3 "device_builtin_tail_padding.cu"
#if 0
# 3
struct B { void *p; int k; }; 
#endif
# 4 "device_builtin_tail_padding.cu"
enum Plain { PL0}; 
# 5
struct P1 { void *p; K kind; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
# 6
struct P2 { void *p; Plain kind; }; 
# 7
struct P3 { K kind; void *p; }; 
# 8
struct P4 { char c; K kind; }; 
# 9
struct P5 { void *p; K kind; K k2; }; 
# 10
struct P6 { void *p; K kind; char c; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
# 11
struct P10 { K kind; }; 
#if 0
# 12
struct B2 { void *p; K kind; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
#endif
# 13 "device_builtin_tail_padding.cu"
struct P11 { void *p; unsigned u; K kind; }; 
# 14
struct Q1 { void *p; Kt kind; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
# 15
struct Q2 { B b; char c; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
# 16
struct Q3 { void *p; K ks[3]; }; 
# 17
struct Q4 { struct In { void *p; K kind; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)} in; char c; }; 
# 18
union U1 { void *p; K kind; char c[9]; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
# 19
struct Q6 { void *p; K kind; int bits: 3; }; 

# 1 "device_builtin_tail_padding.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__069bc015_30_device_builtin_tail_padding_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "device_builtin_tail_padding.cudafe1.stub.c"
#include "device_builtin_tail_padding.cudafe1.stub.c"
# 1 "device_builtin_tail_padding.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
