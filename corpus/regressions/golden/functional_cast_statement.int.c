# 1 "functional_cast_statement.cu"
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
# 4
namespace a { namespace d { struct TC { TC(int, int, int = 0) { } TC(int) { } TC() { } TC &doit(int) { return *this; } }; }}
# 5
using a::d::TC;
# 6
template< class T> int f(T n) { 
# 7
int g = 3; 
# 8
a::d::TC(g, 4, 0).doit(5); 
# 9
a::d::TC(g, 4).doit(n); 
# 10
return 0; 
# 11
} 
# 12
int h() { int g = 1; a::d::TC(g, 4, 0).doit(5); a::d::TC x; a::d::TC *p = &x; a::d::TC y = ((a::d::TC)(2)); a::d::TC(); static_assert((sizeof(a::d::TC) == (1)), "");return f(1); } 

# 1 "functional_cast_statement.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3f5f5a73_28_functional_cast_statement_cu__Z1hv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "functional_cast_statement.cudafe1.stub.c"
#include "functional_cast_statement.cudafe1.stub.c"
# 1 "functional_cast_statement.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
