// In a template, an initializer converted to a dependent type is wrapped when it is a dependent unary operation (a dependent call's result included: `T b = (-lg(x));`, braced elements too: `T k{(-x), 1}`) or an element of a constant array of dependent type at a constant index (`T a = (tab[0]);`, a constant for all EDG knows; `T j = tab[n];` is not).
const double tab[3] = {1, 2, 3};
template <class T> T f(T x) {
  T a = tab[0];
  T b = -x;
  T c = x;
  const T d = (x > 1) ? x : T(1);
  int e = tab[1];
  int g = -e;
  auto h = -x;
  T i(-x);
  T j = 1;
  T k{-x};
  double l = -x;
  return a + b + c + d + e + g + h + i + j + k + l;
}
double lg(double);
float lg(float);
template <class T> T f2(T x, int n) {
  static const T tab[3] = {1, 2, 3};
  T a = tab[0];
  T b = -lg(x);
  T c = x / ((T)2);
  T d = x + 1;
  T e = (n % 2 == 1) ? -((T)1) : ((T)1);
  T g = lg(x);
  T h = !x;
  T i = x * x;
  T j = tab[n];
  T k = x++;
  T l = (x);
  return a + b + c + d + e + g + h + i + j + k + l;
}
template <class T> T f3(T x) {
  T k{-x};
  T k2{1};
  T k3{x + 1};
  T k4{x};
  T k5 = {-x};
  T k6{-x, 1};
  return k;
}
template <class T> T g4(T);
template <class T> T f4(T x) {
  g4(-x);
  x = -x;
  -x;
  if (-x) return !x;
  return -x;
}
