// GNU's coroutine frame builtins (libstdc++ <coroutine>'s coroutine_handle) are known
// functions, printed as called.
struct handle {
  void *fr;
  bool done() const noexcept { return __builtin_coro_done(fr); }
  void resume() const { __builtin_coro_resume(fr); }
  void destroy() const { __builtin_coro_destroy(fr); }
};
template <class P> struct typed {
  void *fr;
  static typed from(P &p) { typed t; t.fr = __builtin_coro_promise((char *)&p, __alignof(P), true); return t; }
  P &promise() const { void *t = __builtin_coro_promise(fr, __alignof(P), false); return *static_cast<P *>(t); }
};
struct Pr { int v; };
int use(handle h, Pr &p) { typed<Pr> t = typed<Pr>::from(p); if (h.done()) h.resume(); return t.promise().v; }
