# 1 "global_qualifier_overload_set.cu"
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
typedef void (*fn_t)(void *); 
# 3
int create(void ** out, void * p, fn_t destroy, unsigned n, unsigned f); 
# 4
template< class T> int create(void **out, T *obj, unsigned n, unsigned f) { 
# 5
return ::create(out, obj, [](void *vp) { delete (reinterpret_cast< T *>(vp)); } , n, f); 
# 6
} 
# 7
template< class T> int create3(void **out, T *obj, unsigned n, unsigned f) { 
# 8
return ::create(out, obj, n, f); 
# 9
} 
# 10
namespace s { int f(int); template< class T> int f(T *); }
# 11
int h(int); 
# 12
template< class T> int h(T *); 
# 13
template< class T> int a(T x) { return s::f(x) + ::h(x); } 
# 14
template< class T> int b(T x) { return ::s::f(1) + ::h(1); } 

# 1 "global_qualifier_overload_set.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fdf10b55_32_global_qualifier_overload_set_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "global_qualifier_overload_set.cudafe1.stub.c"
#include "global_qualifier_overload_set.cudafe1.stub.c"
# 1 "global_qualifier_overload_set.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
