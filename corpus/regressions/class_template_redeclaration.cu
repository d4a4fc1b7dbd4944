// A class template declared again after its definition prints the declaration as written, not
// the definition a second time; the template keeps working through either declaration.
template<int...> struct IT;
template<int... I> struct IT { };
template<class A, class B> struct pr { A a; };
namespace q { template<class A, class B> struct pz { }; }
template<class A, class B> struct pr;
namespace q { template<class A, class B> struct pz; }
template<int...> struct IT;
template<class A, class B> struct pr2 { A a; void f(); static const int k = 3; };
template<class A, class B> struct pr2;
template<class A, class B> void pr2<A, B>::f() { a = 1; }
template<class A, class B> const int pr2<A, B>::k;
int use() { pr<int, int> x; x.a = 1; pr2<int, long> y; y.f(); return x.a + pr2<int, int>::k; }
