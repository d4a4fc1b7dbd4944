# 1 "enumerator_after_minus_one.cu"
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
enum float_round_style { round_indeterminate = (-1), round_toward_zero = 0, round_to_nearest, round_up}; 
# 3
enum denorm { denorm_indeterminate = (-1), denorm_absent = 0, denorm_present}; 
# 4
enum plain { a, b, c, d, e = 7}; 
# 5
enum neg { m = (-2), n, o = 0, p}; 
# 6
enum q { x = (-5), y, z, w, v, u = 0, t}; 
# 7
enum r { s = 5, s2 = 0, s3}; 
# 8
enum r2 { k0, k1 = 0, k2}; 
# 9
enum class sc: int { a = (-1), b = 0, c}; 
# 10
enum ul: unsigned long { e1 = 18446744073709551615UL, e2 = 0UL}; 
# 11
enum ch: signed char { c1 = (-1), c2 = 0}; 

# 1 "enumerator_after_minus_one.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__53cc0030_29_enumerator_after_minus_one_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "enumerator_after_minus_one.cudafe1.stub.c"
#include "enumerator_after_minus_one.cudafe1.stub.c"
# 1 "enumerator_after_minus_one.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
