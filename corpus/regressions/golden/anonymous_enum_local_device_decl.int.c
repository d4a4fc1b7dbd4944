# 1 "anonymous_enum_local_device_decl.cu"
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
int a; 
# 3
enum { 
# 4
A1
# 5
}; 
# 8
typedef 
# 7
enum { 
# 8
B1} T; 
# 9
enum E { 
# 11
C1
# 12
}; 
# 14
#if 0
# 14
enum { D1}; 
#endif
# 15 "anonymous_enum_local_device_decl.cu"
__attribute__((unused)) inline void outer() {int volatile ___ = 1;::exit(___);}
#if 0
# 15
{ __attribute__((unused)) extern void inner(int); inner(1); } 
#endif
# 16 "anonymous_enum_local_device_decl.cu"
__attribute((noinline)) __attribute__((unused)) void outer2() {int volatile ___ = 1;::exit(___);}
#if 0
# 16
{ __attribute__((unused)) extern int inner2(int); inner2(1); } 
#endif
# 17 "anonymous_enum_local_device_decl.cu"
void hostf() { extern int inner3(int); inner3(1); } 
# 18
void hd() { __attribute__((unused)) extern void inner4(int); } 

# 1 "anonymous_enum_local_device_decl.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1b320844_35_anonymous_enum_local_device_decl_cu_2a93f9a7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "anonymous_enum_local_device_decl.cudafe1.stub.c"
#include "anonymous_enum_local_device_decl.cudafe1.stub.c"
# 1 "anonymous_enum_local_device_decl.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
