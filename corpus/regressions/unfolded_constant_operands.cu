// Constants sema does not fold are still constants to EDG: an operator over one is a
// constant initializer, wrapped. In a class template a static constant member's
// initializer waits for instantiation whatever it is; a constant initialized by a
// constexpr call or a folded builtin (`__builtin_clzll`) is one, by another call not.
constexpr int g(unsigned long x) { return (int)x; }
int h(int);
struct N {
  static constexpr int c = g(3);
  static constexpr int uc = 64 - c;
};
template <unsigned long d> struct S {
  static constexpr int a = __builtin_clzll(d);
  static constexpr int b = g(d);
  static constexpr int c = g(3);
  static constexpr int ua = 64 - a;
  static constexpr int ub = 64 - b;
  static constexpr int uc = 64 - c;
  static const int w = h(3);
  static const int uw = 64 - w;
  static constexpr unsigned long f = 1UL << a;
  static const int z = 7;
  static constexpr int uz = 64 - z;
  int m() { const int j = h(3); int y = 64 - j; const int q = __builtin_clzll(d); return y + (64 - q); }
  void k() { const int j = g(3); int y = 64 - j; const int q = __builtin_clzll(d); int yq = 64 - q; }
};
template <class T> int t() { const int j = g(3); int y = 64 - j; return y; }
void n() { const int j = __builtin_clzll(8); int y = 64 - j; const int i = g(2); int x = 1 + i; }
