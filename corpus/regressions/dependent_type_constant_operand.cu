// In a template, a constexpr local of dependent type is itself type-dependent: an operator
// over it is no constant, so an initializer built on it stays bare; one of type int with a
// value-dependent initializer is a constant, and wrapped.
#include "prelude.cuh"
template <class G> struct mx { typedef unsigned long type; };
template <class G> unsigned long f3(G g) {
  typedef typename mx<G>::type uc;
  constexpr uc a = G::min();
  constexpr int ai = G::min();
  const int ci = G::min();
  constexpr uc r = 5 - 2;
  const uc e1 = a + 1;
  const int e2 = a + 1;
  const uc e3 = ai + 1;
  const int e5 = ci + 1;
  const uc e6 = r + 1;
  int e8 = ai + 1;
  int e9 = a + 1;
  unsigned long e11 = a + 1;
  constexpr uc e12 = a + 1;
  const uc e16 = a;
  if (a < e1) { const uc e17 = a + 1; return e17; }
  return e2 + e3 + e5 + e6 + e8 + e9 + e11 + e12 + e16;
}
template <class T> struct nt { static const T m = (T)(sizeof(T) * 8 - 1); };
template <class T> struct W {
  static T g() { const long x = nt<long>::m / sizeof(T); const T y = nt<T>::m / 2; return x + y; }
};
