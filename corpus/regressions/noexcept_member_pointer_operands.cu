// EDG's printing of `.*` / `->*` calls and of `noexcept(e)`:
// - a member-pointer call wraps its callee, and the object only when it is no simple operand:
//   `(x.*q)()`, `(h().*q)()`, `((*p).*q)()`; an object converted for a const member
//   function in parentheses: `((p)->*c)()`;
// - a dependent `noexcept(e)` keeps e as an operand (`noexcept((a + b))`, `noexcept((x.*f))`),
//   a call bare (`noexcept((x.*f)())`);
// - a folded `noexcept(e)` is a constant, wrapped as an operand (`(noexcept(i + 1)) && ...`).
struct X { int m; int f(); int cf() const; };
X &h();
template <class T> T &&dv();
int calls(X x, X &r, X *p, int (X::*q)()) { return (x.*q)() + (r.*q)() + (p->*q)() + (h().*q)() + ((*p).*q)(); }
int consts(X *p, X &r, const X *cp, int (X::*c)() const) { return (p->*c)() + (r.*c)() + (cp->*c)(); }
bool folded(X x, int X::*q, int i) { bool b = noexcept(i + 1); return noexcept(x.*q) && noexcept(h()) && !noexcept(-i); }
template <class T, class F> struct S {
  static constexpr bool a = noexcept(dv<T>() + dv<F>());
  static constexpr bool b = noexcept(dv<T>());
  static constexpr bool c = noexcept(-dv<T>());
  static constexpr bool d = noexcept(dv<T>().*dv<F>());
  static constexpr bool e = noexcept((dv<T>().*dv<F>())());
  static constexpr bool g = noexcept((*dv<T>()).*dv<F>());
  static constexpr bool k = noexcept((dv<T>()->*dv<F>())(1));
  using t = decltype((dv<T>().*dv<F>())());
  static int f(T x, F q) { int a = x.*q; return x.*q + 1; }
};
