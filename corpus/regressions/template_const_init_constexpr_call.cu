// In a template body, a const variable's initializer is tried as a constant expression at
// once: an operator over constexpr calls with non-dependent arguments is a constant there,
// wrapped (`const double a = ((1) - cf());`); a non-const one stays bare until
// instantiation (`double d = (1) - cf();`). Outside templates both are constants.
#include "prelude.cuh"
constexpr double cf() { return 0.5; }
constexpr int ci() { return 2; }
int nf();
template <class T> struct lim { static constexpr T eps() { return T(1); } };
template <> struct lim<float> { static constexpr float eps() { return 1.0f; } };
template <class T> void f(T t) {
  const double a = 1 - cf();
  const int b = ci() + 1;
  int c = ci() + 1;
  double d = 1 - cf();
  const double e = cf();
  const int g = nf() + 1;
  const double i = 1 - lim<float>::eps();
  const double j = (1 - cf()) / 2;
  constexpr double m = (1 - cf()) / 2;
  int k = ci();
  (void)a; (void)b; (void)c; (void)d; (void)e; (void)g; (void)i; (void)j; (void)k; (void)m;
}
template <class T> struct S {
  T x;
  void h() { const double n = 1 - lim<float>::eps(); double o = 1 - cf(); (void)n; (void)o; }
};
void g() {
  const double a = 1 - cf();
  int c = ci() + 1;
  double d = 1 - cf();
  (void)a; (void)c; (void)d;
}
