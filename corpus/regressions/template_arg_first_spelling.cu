// A class specialization prints the type arguments it was first named with: typedef
// names stripped, but `signed` and a function type's written parameters kept.
#include "prelude.cuh"
template <class T> struct S1 {};
S1<signed short> a1;
S1<signed int> a2;
S1<int> a3;
S1<const signed long *> a4;
template <class T> void g(T) {}
void h() { g<signed short>(1); S1<signed short> loc; }
template <class T> struct S2 { S1<signed short> m; S1<T> n; };
typedef signed short ss_t;
S1<ss_t> a5;
template <class T> struct P { T *t; };
P<void(const int q)> p1;
P<void(int r)> p2;
P<void(int)> p3;
P<void(*)(int x, float)> p4;
template <class... T> struct one_of {};
template <class T> using sints = one_of<T, signed char, signed short, signed long long, unsigned short int, long int>;
