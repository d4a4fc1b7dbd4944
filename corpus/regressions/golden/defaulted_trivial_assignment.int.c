# 1 "defaulted_trivial_assignment.cu"
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
struct raw { unsigned short x; }; 
# 3
struct half { raw h; half(int i) { raw r{(1)}; (h) = r; } }; 
# 4
struct U { int a; U &operator=(const U &o) { (a) = (o.a); return *this; } }; 
# 5
struct W { U u; void f(U v) { ((u) = v); } }; 
# 6
struct M { raw r; M &operator=(M &&) = default;}; 
# 7
void g(M &a, M &b) { a = (static_cast< M &&>(b)); } 
# 8
struct raw2 { unsigned short x; }; 
# 9
raw2 mk2(float); 
# 10
struct M2 { raw2 r; M2 &operator=(const M2 &) = default;}; 
# 11
M2 mkm2(float); 
# 12
struct half2 { raw2 h; M2 m; half2(int i) { const float f = (float)i; (h) = mk2(f); (m) = mkm2(f); } }; 
# 13
void g3(M2 &a, M2 &b) { a = (static_cast< M2 &&>(b)); a = b; a = mkm2((1.0F)); } 
# 14
void g4(raw2 &a, raw2 &b) { a = (static_cast< raw2 &&>(b)); a = mk2((2.0F)); } 

# 1 "defaulted_trivial_assignment.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__40784b1a_31_defaulted_trivial_assignment_cu_b58e0d86
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "defaulted_trivial_assignment.cudafe1.stub.c"
#include "defaulted_trivial_assignment.cudafe1.stub.c"
# 1 "defaulted_trivial_assignment.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
