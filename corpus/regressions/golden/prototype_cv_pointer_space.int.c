# 1 "prototype_cv_pointer_space.cu"
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
void f1(int *const p); 
# 2
void f2(int (*const fp)(int)); 
# 3
void f3(int *const  a[]); 
# 4
void f4(char *__restrict__ s, int  a[], const int  c[3]); 
# 5
void f5(int *volatile *const pp); 
# 6
void f6(int (& r)[3], int *const & rr); 
# 7
__attribute((nonnull(1))) extern double strtod2(const char *__restrict__ nptr, char **__restrict__ endptr); 

# 1 "prototype_cv_pointer_space.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dc77695f_29_prototype_cv_pointer_space_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "prototype_cv_pointer_space.cudafe1.stub.c"
#include "prototype_cv_pointer_space.cudafe1.stub.c"
# 1 "prototype_cv_pointer_space.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
