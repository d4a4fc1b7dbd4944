# 1 "cast_of_dependent_operator_init.cu"
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
void use(const char *); 
# 4
template< class T> int f(const T &v, T *w, T x) { 
# 5
const char *a = (reinterpret_cast< const char *>(&v)); 
# 6
const char *b = reinterpret_cast< const char *>(x); 
# 7
const char *d = ((const char *)(&v)); 
# 8
const char *e = (static_cast< const char *>(&v)); 
# 9
const char *h = (reinterpret_cast< const char *>(&w)); 
# 10
int m = (static_cast< int>(-x)); 
# 11
int o = ((int)(-x)); 
# 12
long p = (static_cast< long>(static_cast< int>(-x))); 
# 13
int q = ((static_cast< int>(-x)) + 1); 
# 14
const int &r = static_cast< const int &>(-x); 
# 15
int s = static_cast< int>(*w); 
# 16
int t = (static_cast< int>(-(*w))); 
# 17
use(reinterpret_cast< const char *>(&v)); 
# 18
return static_cast< int>(-x); 
# 19
} 

# 1 "cast_of_dependent_operator_init.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__74a13fd4_34_cast_of_dependent_operator_init_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cast_of_dependent_operator_init.cudafe1.stub.c"
#include "cast_of_dependent_operator_init.cudafe1.stub.c"
# 1 "cast_of_dependent_operator_init.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
