# 1 "dependent_target_init.cu"
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
template< class T> struct W { typedef T type; }; 
# 2
struct S { typedef int x; }; 
# 3
template< class T> void g(T a) { 
# 4
typename W< T> ::type j = (0); 
# 5
typename T::x k = (0); 
# 6
typename W< T> ::type m = a; 
# 7
typename W< T> ::type n = (1 + 2); 
# 8
T t = (0); 
# 9
T u = a; 
# 10
const T v = (1); 
# 11
T *p = (0); 
# 12
T *q = (nullptr); 
# 13
const T *r = (0); 
# 14
T *const s = (0); 
# 15
typename W< T> ::type *wp = (0); 
# 16
typename T::x *xp = (0); 
# 17
typename W< T> ::type ww = ('c'); 
# 18
T &ref = a; 
# 19
} 

# 1 "dependent_target_init.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4eb6f22c_24_dependent_target_init_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_target_init.cudafe1.stub.c"
#include "dependent_target_init.cudafe1.stub.c"
# 1 "dependent_target_init.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
