# 1 "coro_builtins.cu"
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
struct handle { 
# 4
void *p; 
# 5
bool done() const noexcept { return __builtin_coro_done(p); } 
# 6
void resume() const { __builtin_coro_resume(p); } 
# 7
void destroy() const { __builtin_coro_destroy(p); } 
# 8
template< class P> static handle from(P &pr) { 
# 9
handle h; 
# 10
(h.p) = __builtin_coro_promise((char *)(&pr), __alignof__(P), true); 
# 11
return h; 
# 12
} 
# 13
}; 
# 14
int x; handle g() { return handle::from(x); } 

# 1 "coro_builtins.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__22929147_16_coro_builtins_cu__Z1gv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "coro_builtins.cudafe1.stub.c"
#include "coro_builtins.cudafe1.stub.c"
# 1 "coro_builtins.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
