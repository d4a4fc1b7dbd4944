// A class template's member (or a member template) declared in its class and defined out of
// class with `inline` prints `inline` on the in-class declaration too: one entity, printed
// as it stands at the end; the overload the definition redeclares is the one with equivalent
// parameter types (template parameters and pack expansions compared by position).
template<class T> struct S {
  S &operator=(S &&) noexcept(true);
  void f();
  void g();
  template<class U> S(U, int);
  static int h();
};
template<class T> inline S<T> &S<T>::operator=(S &&) noexcept(true) { return *this; }
template<class T> inline void S<T>::f() {}
template<class T> void S<T>::g() {}
template<class T> template<class U> inline S<T>::S(U, int) {}
template<class T> inline int S<T>::h() { return 0; }
struct P { void a(); void b(); constexpr int c() const; };
inline void P::a() {}
void P::b() {}
constexpr int P::c() const { return 1; }
inline void free1();
void free2();
inline void free2() {}
template<class T> struct S2 {
  struct N { void f(); };
  constexpr int c() const;
  void d();
  template<class U> void e(U);
};
template<class T> inline void S2<T>::N::f() {}
template<class T> constexpr int S2<T>::c() const { return 1; }
template<class T> __inline__ void S2<T>::d() {}
template<class T> template<class U> inline void S2<T>::e(U) {}
struct P2 { template<class U> void m(U); };
template<class U> inline void P2::m(U) {}
namespace Q2 { template<class T> struct R { void f(); }; }
template<class T> inline void Q2::R<T>::f() {}
template<class T, T v> struct IC { static constexpr T value = v; };
using TT = IC<bool, true>; using FF = IC<bool, false>;
template<class T> struct R {
  void m(R &, TT);
  void m(R &, FF);
};
template<class T> inline void R<T>::m(R &, TT) {}
template<class T> void R<T>::m(R &, FF) {}
template<unsigned long... I> struct Idx {};
template<class... A> struct Tup {};
template<class T1, class T2> struct Pair {
  template<class... A1, unsigned long... I1> Pair(Tup<A1...> &, Idx<I1...>);
  template<class... A1> Pair(Tup<A1...> &);
};
template<class T1, class T2> template<class... A1, unsigned long... I1>
inline Pair<T1, T2>::Pair(Tup<A1...> &, Idx<I1...>) {}
template<class T1, class T2> template<class... A1>
inline Pair<T1, T2>::Pair(Tup<A1...> &) {}
int main() {
  S<int> s(1.0, 2); s.f(); s.g(); P p; p.a(); free2();
  S2<int> s2; s2.d(); s2.e(1); P2 p2; p2.m(1); Q2::R<int> r2; r2.f();
  R<int> r; r.m(r, TT{}); r.m(r, FF{});
  Tup<int> t; Pair<int, int> pp(t, Idx<0>{}); Pair<int, int> q(t);
  return p.c() + s2.c();
}
