// Template printing: __builtin_constant_p of a dependent operand stays a call; an
// initializer of dependent operators on constants is wrapped; noexcept((I())); a
// pointer member's null constant mem-initializer is converted, a string literal bare.
#include "prelude.cuh"

template <class D> constexpr int adv(D n) { if (__builtin_constant_p(n) && n == 1) return 1; return 0; }
template <class D> int adv2(D n) { int x = 3; return __builtin_constant_p(x) + __builtin_constant_p(3) + __builtin_constant_p(n + 1); }
int adv3(int n) { return __builtin_constant_p(n) + __builtin_constant_p(2); }
int u1 = adv(1) + adv2(2);

template <class T> T hr1(T a, T b, int d) {
  T y1 = -a / ((T)2);
  T y2 = -a / (T)2;
  T y3 = a / ((T)2);
  T y4 = -a / b;
  T y5 = -a + (T)2;
  T y6 = (T)2 / -a;
  T y7 = d % 2 == 1 ? -((T)1) : ((T)1);
  T y8 = d ? -((T)1) : ((T)1);
  T y9 = d ? ((T)1) : ((T)2);
  T y10 = -(T)1;
  T y11 = ~a + 1;
  return y1;
}

template <class I> struct RI {
  I cur;
  constexpr RI() noexcept(noexcept(I())) : cur() {}
  constexpr RI(int) noexcept(noexcept(I(1))) : cur() {}
  constexpr RI(char) noexcept(noexcept(I{})) : cur() {}
  constexpr RI(long) noexcept(noexcept(cur.f())) : cur() {}
};
template <class T> struct P { T *_M_array; unsigned long _M_len; constexpr P() noexcept : _M_array(0), _M_len(0) {} };
template <class T> T g1(T xi) { T p = -xi / ((T)2); return p; }
template <class T> T g2(int d) { const T s = d % 2 == 1 ? -((T)1) : ((T)1); return s; }

struct Q2 { Q2(int) {} };
template <class T> struct PS {
  T *a; T b; int c; T *d; Q2 e; T *f; const char *g; T h;
  PS(int i) : a(0), b(0), c(0), d(nullptr), e(0), f(__null), g("x"), h(i) {}
  PS(long) : a(), b(), c(1 + 2), d((T*)0), e(1), f(0L), g(0), h(sizeof(T)) {}
};
struct NP { int *a; long b; NP() : a(0), b(0) {} };
