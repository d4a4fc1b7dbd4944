[[nodiscard]] int f1();
int f2 [[nodiscard]] ();
struct S {
  int operator() [[nodiscard]] (int) const { return 1; }
  [[nodiscard]] int g(int) const { return 1; }
  template<class T> int h [[nodiscard]] (T) const { return 1; }
  template<class T> auto operator() [[nodiscard]] (T, T) const { return 1; }
};
template<class T> struct U { int k [[nodiscard]] (T) { return 0; } };
int main() { S s; (void)s(1); (void)s.h(1); (void)s(1.0, 2.0); U<int> u; (void)u.k(1); return 0; }
int b2 [[deprecated]] ();
int c2 [[gnu::always_inline]] ();
int d2 [[nodiscard("why")]] ();
int e2 [[ gnu :: cold , nodiscard ]] ();
int g2 [[nodiscard]] [[deprecated("x")]] ();
int h2 [[nodiscard]] (int x [[maybe_unused]]);
int a2 [[maybe_unused]];
