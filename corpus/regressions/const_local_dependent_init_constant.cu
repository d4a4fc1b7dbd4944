// A const integral local initialized by a type-dependent expression is a constant for
// all EDG knows in a template: operators over it wrap as constant initializers.
#include "prelude.cuh"
template <class T> int fl(T);
template <class T> T h1(T a, int d) {
  const int k = fl(a + T(0.5L));
  const int k2 = d;
  const T s1 = (k % 2 == 1 ? -T(1) : T(1));
  const T s2 = (k2 % 2 == 1 ? -T(1) : T(1));
  int z = k + 1;
  T s3 = k ? -a : T(1);
  return s1;
}
