# 1 "coroutine_statements.cu"
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
namespace std { 
# 5
template< class R, class ...Args> struct coroutine_traits { using promise_type = typename R::promise_type; }; 
# 6
template< class P> struct coroutine_handle { 
# 7
void *p = (nullptr); 
# 8
static coroutine_handle from_promise(P &pr) noexcept { coroutine_handle h; (h.p) = (&pr); return h; } 
# 9
}; 
# 10
struct suspend_always { 
# 11
bool await_ready() const noexcept { return false; } 
# 12
template< class H> void await_suspend(H) const noexcept { } 
# 13
void await_resume() const noexcept { } 
# 14
}; 
# 15
}
# 16
struct Awaitable { 
# 17
bool await_ready() const noexcept { return true; } 
# 18
template< class H> void await_suspend(H) const noexcept { } 
# 19
int await_resume() const noexcept { return 7; } 
# 20
}; 
# 21
struct Gen { 
# 22
struct promise_type { 
# 23
int current = 0; 
# 24
Gen get_return_object() { return Gen{}; } 
# 25
std::suspend_always initial_suspend() noexcept { return {}; } 
# 26
std::suspend_always final_suspend() noexcept { return {}; } 
# 27
std::suspend_always yield_value(int v) noexcept { (current) = v; return {}; } 
# 28
void return_void() noexcept { } 
# 29
void unhandled_exception() { } 
# 30
}; 
# 31
}; 
# 32
struct Task { 
# 33
struct promise_type { 
# 34
Task get_return_object() { return Task{}; } 
# 35
std::suspend_always initial_suspend() noexcept { return {}; } 
# 36
std::suspend_always final_suspend() noexcept { return {}; } 
# 37
std::suspend_always yield_value(int v) noexcept { return {}; } 
# 38
void return_value(int) noexcept { } 
# 39
void unhandled_exception() { } 
# 40
}; 
# 41
}; 
# 42
Gen g1(int s, int l) { for (int n = s; n <= l; n *= 2) { co_yield n; }  co_return ; } 
# 43
Gen g2(int s) { if (s) { co_return ; }  co_yield s + 1; co_return ; } 
# 44
Gen g3(int s) { int x = co_await Awaitable{}; co_yield x * s; co_await std::suspend_always{}; co_return ; } 
# 45
Task t1(int s) { int y = co_await Awaitable{} + 1; co_return y + s; } 
# 46
Task t2(int s) { co_return co_await Awaitable{}; } 
# 47
template< class T> Task t3(T s) { T y = (co_await Awaitable{}); auto z = (co_await Awaitable{}); co_yield s; co_return y + z; } 
# 48
Gen a(int s) { co_yield s; co_return ; } 
# 49
Gen b() { while (true) { co_yield 1; }  } 
# 50
struct M { Gen f(int s) { co_yield s; co_return ; } Task h(); }; 
# 51
Task M::h() { co_return 3; } 
# 52
auto e = []()->Gen { co_yield 2; co_return ; } ; typedef decltype(e) __T0;
# 53
Gen f(int s) { if (s) { co_yield 1; } else { co_return ; }  co_return ; } 
# 54
__attribute__((visibility("hidden"))) void k(int *out) ;
#if 0
# 54
{ (out[0]) = 1; } 
#endif
# 55 "coroutine_statements.cu"
int main() { g1(1, 2); g2(0); g3(1); t1(2); t2(1); t3(1); a(1); b(); f(1); e(); return 0; } 

# 1 "coroutine_statements.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b58cfd82_23_coroutine_statements_cu__Z2g1ii
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "coroutine_statements.cudafe1.stub.c"
#include "coroutine_statements.cudafe1.stub.c"
# 1 "coroutine_statements.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
