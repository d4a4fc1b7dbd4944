// C++20 coroutines: co_await, co_yield and co_return re-printed as written (operands bare, a
// template's co_await wrapped as an initializer); a coroutine whose end is reachable and whose
// promise has return_void ends with the implicit `co_return ;` after its last statement.
namespace std {
template <class R, class... Args> struct coroutine_traits { using promise_type = typename R::promise_type; };
template <class P> struct coroutine_handle {
  void *p = nullptr;
  static coroutine_handle from_promise(P &pr) noexcept { coroutine_handle h; h.p = &pr; return h; }
};
struct suspend_always {
  bool await_ready() const noexcept { return false; }
  template <class H> void await_suspend(H) const noexcept {}
  void await_resume() const noexcept {}
};
}
struct Awaitable {
  bool await_ready() const noexcept { return true; }
  template <class H> void await_suspend(H) const noexcept {}
  int await_resume() const noexcept { return 7; }
};
struct Gen {
  struct promise_type {
    int current = 0;
    Gen get_return_object() { return Gen{}; }
    std::suspend_always initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    std::suspend_always yield_value(int v) noexcept { current = v; return {}; }
    void return_void() noexcept {}
    void unhandled_exception() {}
  };
};
struct Task {
  struct promise_type {
    Task get_return_object() { return Task{}; }
    std::suspend_always initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    std::suspend_always yield_value(int v) noexcept { return {}; }
    void return_value(int) noexcept {}
    void unhandled_exception() {}
  };
};
Gen g1(int s, int l) { for (int n = s; n <= l; n *= 2) co_yield n; }
Gen g2(int s) { if (s) co_return; co_yield s + 1; }
Gen g3(int s) { int x = co_await Awaitable{}; co_yield x * s; co_await std::suspend_always{}; }
Task t1(int s) { int y = co_await Awaitable{} + 1; co_return y + s; }
Task t2(int s) { co_return co_await Awaitable{}; }
template <class T> Task t3(T s) { T y = co_await Awaitable{}; auto z = co_await Awaitable{}; co_yield s; co_return y + z; }
Gen a(int s) { co_yield s; co_return; }
Gen b() { while (true) co_yield 1; }
struct M { Gen f(int s) { co_yield s; } Task h(); };
Task M::h() { co_return 3; }
auto e = []() -> Gen { co_yield 2; };
Gen f(int s) { if (s) { co_yield 1; } else { co_return; } }
__attribute__((global)) void k(int *out) { out[0] = 1; }
int main() { g1(1, 2); g2(0); g3(1); t1(2); t2(1); t3(1); a(1); b(); f(1); e(); }
