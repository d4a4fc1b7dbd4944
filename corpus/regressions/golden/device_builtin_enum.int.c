# 1 "device_builtin_enum.cu"
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
int before; 
#if 0
# 2
enum E1 { A1, B1}; 
#endif
# 3 "device_builtin_enum.cu"
#if 0
# 3
struct S1 { int x; }; 
#endif
# 4 "device_builtin_enum.cu"
#if 0
typedef E1 
# 4
E1t; 
#endif
# 5 "device_builtin_enum.cu"
typedef struct S2 { int y; } S2t; 
# 6
struct S4 { int z; } s4var; 
# 8
#if 0
# 8
enum E3 { A3 = 2}; 
#endif
# 9 "device_builtin_enum.cu"
int mid; 
# 9
#if 0
# 9
enum E4 { A4}; 
#endif
# 12 "device_builtin_enum.cu"
#if 0
# 12
struct S5 { int w; }; 
#endif
# 13 "device_builtin_enum.cu"
struct T1 { int q; }; 
# 14
int after; 

# 1 "device_builtin_enum.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__442aa0ca_22_device_builtin_enum_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "device_builtin_enum.cudafe1.stub.c"
#include "device_builtin_enum.cudafe1.stub.c"
# 1 "device_builtin_enum.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
