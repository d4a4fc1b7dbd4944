# 1 "float_subnormal_digits.cu"
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
# 3
float f1 = (1.4E-45F); 
# 4
float f2 = (2.8E-45F); 
# 5
float f3 = (4.2E-45F); 
# 6
float f4 = (1.0E-40F); 
# 7
float f5 = (1.1754942E-38F); 
# 8
double d1 = (4.9E-324); 
# 9
double d2 = (9.9E-324); 
# 10
double d3 = (1.5E-323); 
# 11
double d4 = (2.2250738585072014E-308); 
# 12
double d5 = (1.0E-310); 
# 13
long double l1 = (3.6E-4951L); 
# 14
long double l2 = (7.3E-4951L); 
# 15
long double l3 = (1.0E-4940L); 
# 16
float f6 = (0.5F); 
# 17
double d6 = (1.0E23); 

# 1 "float_subnormal_digits.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8cbdc9ba_25_float_subnormal_digits_cu_f1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "float_subnormal_digits.cudafe1.stub.c"
#include "float_subnormal_digits.cudafe1.stub.c"
# 1 "float_subnormal_digits.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
