// In a template's function body, template-ids keep their typedef arguments as written only
// in the outermost block; in a nested block (an if's branch, a loop body, { … }) they print
// resolved, typedef arguments expanded: `{ return pr< T *, long> (p, l); }`.
namespace n { typedef long pd;
template<class A, class B> struct pr { A a; B b; pr(A x, B y) : a(x), b(y) {} static const int mx = 1; };
  template<class T> pr<T *, pd> a(T *p, pd l) { { return n::pr<T *, pd>(p, l); } }
  template<class T> pr<T *, pd> b(T *p, pd l) { if (p) return n::pr<T *, pd>(p, l); else return n::pr<T *, pd>(p, 0); }
  template<class T> pr<T *, pd> c(T *p, pd l) { while (l) return n::pr<T *, pd>(p, l); return n::pr<T *, pd>(p, 0); }
  template<class T> pr<T *, pd> d(T *p, pd l) { if (p) return pr<T *, pd>(p, l); return pr<T *, pd>(p, 0); }
  template<class T> pr<T *, pd> e(T *p, pd l) { if (p) { pr<T *, pd> q(p, l); return q; } return pr<T *, pd>(p, 0); }
template<class T> struct W { pr<T *, pd> h(T *p) { if (p) { return pr<T *, pd>(p, 1); } return pr<T *, pd>(p, 2); } };
template<class T> pd g(T *p) { for (int i = 0; i < 2; ++i) { pd x = pr<T, pd>::mx; if (x) return x; } return 0; }
struct P { template<class T> int m(T *p) { if (p) { pr<int, pd> z(1, 2); return z.a; } return 0; } };
}
int main() { int x; n::a(&x, 1); n::b(&x, 1); n::c(&x, 1); n::d(&x, 1); n::e(&x, 1); n::W<int> w; w.h(&x); n::g(&x); n::P p; p.m(&x); return 0; }
