#include "prelude.cuh"
template <class T> struct B { int bx; void bf(); };
template <class T> struct S : B<T> {
    void f() { h(); x = 1; this->bx = 2; this->bf(); }
    void g();
    void h() {}
    int x;
    static int sx;
    enum { E1 = 3 };
    template <class U> void tm(U) {}
};
template <class T> void S<T>::g() { h(); x = sx + E1; tm(1); f(); }
template <class T> void fr(T t) { helper(t); }
void helper(int) {}
namespace ns { template <class T> void nf() { T v{}; (void)v; } }
template <class T> int lam() { auto l = [](int a) { return a; }; return l(1); }
