// In a template, a braced element that is a unary operator on a type-dependent operand is
// parenthesized when the list initializes its object (variables, nested lists, a known
// class's T{...}), but not in the arguments of a dependent type's W<T>{...} or return {...}.
template <typename T> struct V { T x, y; };
template <typename T> struct W { V<T> a; T b; };
template <typename T> void f1(T a) { V<T> v{-a, a}; }
template <typename T> void f2(T a) { V<T> v = {-a, a}; }
template <typename T> void f3(T a) { W<T> w{{-a, a}, -a}; }
template <typename T> W<T> f4(T a) { return W<T>{{-a, a}, -a}; }
template <typename T> W<T> f5(T a) { return {{-a, a}, -a}; }
template <typename T> struct M {
  T m[3][3];
  static M rot(T c, T s) { return M{{{c, -s, 0}, {s, c, 0}, {0, 0, 1}}}; }
  static M rot3(T c, T s) { M r = {{{c, -s, 0}}}; return r; }
};
struct P { float x, y; };
template <typename T> P f6(T a) { return P{-a, a}; }
template <typename T> P f7(T a) { P p{-a, a}; return p; }
template <typename T> void arr(T a) { T q[2] = {-a, a}; T w[2][1] = {{-a}, {a}}; }
