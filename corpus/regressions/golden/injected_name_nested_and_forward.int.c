# 1 "injected_name_nested_and_forward.cu"
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
# 5
namespace lib { 
# 6
template< class T> struct traits { }; 
# 7
template< class CharT, class Traits = traits< CharT> > class bos; 
# 8
template< class CharT, class Traits> 
# 9
class bos { 
# 11
public: typedef CharT char_type; 
# 12
typedef Traits traits_type; 
# 13
typedef bos t1; 
# 14
typedef bos t2; 
# 15
virtual bos *setbuf(char_type *, long) { return this; } 
# 16
class sentry { 
# 17
bos &os_; 
# 19
public: explicit sentry(bos &os) : os_(os) { } 
# 20
}; 
# 21
}; 
# 22
template< class IntType = int> 
# 23
class uid { 
# 25
public: struct param_type { typedef uid distribution_type; }; 
# 26
typedef uid t3; 
# 27
}; 
# 28
}
# 29
int main() { return 0; } 

# 1 "injected_name_nested_and_forward.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6476cfdd_35_injected_name_nested_and_forward_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "injected_name_nested_and_forward.cudafe1.stub.c"
#include "injected_name_nested_and_forward.cudafe1.stub.c"
# 1 "injected_name_nested_and_forward.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
