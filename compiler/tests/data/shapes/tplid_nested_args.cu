#include "prelude.cuh"
template <class T> struct A { T t; };
template <class T, class U> struct P { T t; U u; };
A<A<int>> aa;
A<A<A<int> > > aaa;
P<A<int>, A<char>> pa;
A<int *> ap;
A<int (*)(int)> afp;
P<int, P<char, long>> pp;
template <class T> T tf(T x) { return x; }
int u = tf<int>(1) + tf<A<int>>(A<int>{}).t;
template <class T> void g(P<A<T>, A<T>> x, A<A<T>> y, P<T, A<T>> z) {}
void h() { g<int>({}, {}, {}); g<A<int>>({}, {}, {}); }
