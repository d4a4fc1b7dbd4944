// A member access in a template whose object's class is not the current instantiation
// (a member class, a member found only through a dependent base, or an access on such an
// access) waits for instantiation: as an argument or initializer it prints as an operand.
struct Impl { int *s; int *f; };
struct Plain { int *pv; };
void g(int *, long);
void gi(Impl &);
template <class A> struct Base { Impl m; int *v; };
template <class T, class A> struct V : Base<A> {
  struct Data { int *s; };
  struct In : Data { int *t; V *up; void k(In &o, V &v) { g(this->s, 1); g(o.t, 2); g(v.own.s, 3); } };
  union { int *a; long b; };
  Impl own; In in;
  void h1(V &o) { g(this->m.s, 1); gi(this->m); g(o.m.f, 2); g(own.s, 3); g(in.t, 4); g(this->a, 5); }
  void h2(In &i) { g(i.up->own.s, 1); int *p = this->m.s; int *q(in.t); if (int *r = i.t) { } }
  int *h3() { return this->m.s; }
  void h4(In &i);
  template <class U> void h5(U u);
};
template <class T, class A> void V<T, A>::h4(In &i) { g(i.t, 1); g(own.s, 2); g(this->v, 3); }
template <class T, class A> template <class U> void V<T, A>::h5(U) { g(own.s, 1); int *p = this->own.f; }
template <class T> struct W : Base<int>, Plain { void h(W &w) { g(this->v, 1); g(w.m.s, 2); g(w.pv, 3); } };
template <class P> struct It { It(P); };
template <class A, class B> struct Pair { A first; B second; };
template <class T> struct X : Base<T> {
  typedef It<int *> iterator;
  iterator h1() { return iterator(this->m.s); }
  It<T> h2(T t) { return It<T>(t.x); }
  Pair<int *, int> h3(T t) { return {this->m.s, t.y}; }
};
template <class T> Pair<T, int> f(T t) { auto r = t.g(); Pair<T, int> p = {t.a, t.b}; return {r.first.base(), r.second}; }
int main() { return 0; }
