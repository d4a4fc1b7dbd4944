#include "prelude.cuh"
template <class T> struct A {
    A<T *> *p1; A<int> *p2; A<A<T> > *p3; A<const T> *p4; A<T> *p5;
    void f() { A<int> *x = 0; A<T *> *y = 0; (void)x; (void)y; }
};
template <class T> struct A<T *> : A<T> { A<T> *s; A<int> *u; A *v; A<T *> *w; };
struct Z {};
typedef int I;
enum En { e1 };
template <class T> struct G : A<T> { A<int> *a; Z *z; I i; En en; G<int> *g; G<T *> *c; G<T> *d; A<T> *at; A<Z> *az; void f(Z) {} };
template <class T> struct G2 : A<T>, Z {};
namespace ns { template <class T, class U> struct B {}; template <class T> struct B<T, int> { B<T, T> *s; B *v; }; }
template <class... T> struct Tuple;
template <> struct Tuple<> {};
template <class H, class... T> struct Tuple<H, T...> : Tuple<T...> { Tuple(H h, T... t) : Tuple<T...>(t...), head(h) {} H head; };
template <class T> struct Bs { Bs(int) {} };
struct D : Bs<int> { D() : Bs<int>(1) {} };
template <class T> struct E : Bs<T> { E() : Bs<T>(2) {} };
struct D2 : Z { D2() : Z() {} };
template <> struct A<char> { A *v; A<char> *w; A<int> *u; };
A<char> gac;
