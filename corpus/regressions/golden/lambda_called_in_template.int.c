# 1 "lambda_called_in_template.cu"
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
int a() { return ([](int x) { return x + 1; } )(2); } 
# 3
template< class ...T> int b(T ...t) { return [&](T ...u) { return sizeof...(u); } (t...); } 
# 4
template< class T> int c(T t) { return [](T u) { return 1; } (t); } 
# 5
int d() { auto v = ([](int x) { return x; } )(3); return v; } 
# 6
int e = b(1, 2) + c(1); 
# 7
template< class T> int f(T) { return [](int x) { return x; } (1); } 
# 8
template< class T> int g(T t) { return [](int x) { return x; } (t); } 
# 9
template< class T> int h(T t) { auto l = [](T u) { return 1; } ; return l(t); } 
# 10
int e2 = (f(1) + g(2)) + h(3); 

# 1 "lambda_called_in_template.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f27b2823_28_lambda_called_in_template_cu__Z1av
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "lambda_called_in_template.cudafe1.stub.c"
#include "lambda_called_in_template.cudafe1.stub.c"
# 1 "lambda_called_in_template.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
