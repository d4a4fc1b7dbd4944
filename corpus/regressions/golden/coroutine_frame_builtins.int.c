# 1 "coroutine_frame_builtins.cu"
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
void *fr; 
# 5
bool done() const noexcept { return __builtin_coro_done(fr); } 
# 6
void resume() const { __builtin_coro_resume(fr); } 
# 7
void destroy() const { __builtin_coro_destroy(fr); } 
# 8
}; 
# 9
template< class P> struct typed { 
# 10
void *fr; 
# 11
static typed from(P &p) { typed t; (t.fr) = __builtin_coro_promise((char *)(&p), __alignof__(P), true); return t; } 
# 12
P &promise() const { void *t = __builtin_coro_promise(fr, __alignof__(P), false); return *(static_cast< P *>(t)); } 
# 13
}; 
# 14
struct Pr { int v; }; 
# 15
int use(handle h, Pr &p) { typed< Pr>  t = typed< Pr> ::from(p); if (h.done()) { h.resume(); }  return t.promise().v; } 

# 1 "coroutine_frame_builtins.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6d24a5b7_27_coroutine_frame_builtins_cu_e29957b7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "coroutine_frame_builtins.cudafe1.stub.c"
#include "coroutine_frame_builtins.cudafe1.stub.c"
# 1 "coroutine_frame_builtins.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
