// In the parameters of a friend defined in a class template, a member type of the
// template (or of the nested class the friend is in) is the dependent
// `typename W< X> ::T` / `typename P::T`; the friend's own class keeps its name.
template <class X> struct W {
  typedef int T;
  typedef X U;
  typedef W _Self;
  struct In {};
  enum E { e1 };
  friend void w(W, T, U, In, E) {}
  friend bool same(const _Self &, const _Self &) { return true; }
  template <class Y> friend bool less(const _Self &, const W<Y> &) { return false; }
};
template <class I> struct V {
  struct P {
    typedef int T;
    int a;
    friend bool eq(const P &x, T y) { return x.a == y; }
  };
  typedef long L;
  struct Q { friend bool f(const Q &, L, P) { return true; } };
};
int main() {
  W<int> x;
  bool b = same(x, x);
  return b ? 0 : 1;
}
