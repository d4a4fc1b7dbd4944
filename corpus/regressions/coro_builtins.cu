// GCC coroutine builtins (libstdc++ <coroutine>): bool __builtin_coro_done(void*),
// void __builtin_coro_resume(void*), __builtin_coro_destroy(void*), void* __builtin_coro_promise(void*, int, bool).
struct handle {
  void* p;
  bool done() const noexcept { return __builtin_coro_done(p); }
  void resume() const { __builtin_coro_resume(p); }
  void destroy() const { __builtin_coro_destroy(p); }
  template <class P> static handle from(P& pr) {
    handle h;
    h.p = __builtin_coro_promise((char*)&pr, __alignof(P), true);
    return h;
  }
};
int x; handle g() { return handle::from(x); }
