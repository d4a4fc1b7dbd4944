// T-QUAL: in an expression, a dependent template-id after another part of the qualifier
// gets `template`; a member template named with `template` through one is qualified by
// that template-id alone, named from the printing scope; declarations and names inside
// template arguments never get it.
namespace a {
template <class T> struct L { static T m(); static const bool is = true; template <class U> static U cv(); };
struct P { template <class T> struct I { static T m(); }; };
namespace b { template <class T> struct M { template <class U> static U cv(); }; }
template <class T> T f1() { return a::L<T>::m() + L<T>::m() + a::L<int>::m(); }
template <class T> T f2() { return b::M<T>::template cv<int>(); }
}
template <class T> struct G { static T m(); template <class U> struct In { static U k(); }; int x; void f(); };
template <class T> T g1() { return ::G<T>::m() + a::P::I<T>::m() + G<int>::In<T>::k(); }
template <class T> bool g2() { return a::L<T>::is && a::L<G<T> >::is; }
template <class T> T g3() { T (*p)() = &a::L<T>::m; return p() + a::L<T>::template cv<int>(); }
template <int N> int g4() { return a::L<int[N]>::m() + sizeof(a::L<int[N]>); }
namespace a { namespace b { template <class T> T g5() { return a::b::M<T>::template cv<int>(); } } }
namespace ns { template <class T> struct A { static int x; void f(); struct N { static int y; }; }; }
template <class T> int ns::A<T>::x = 1;
template <class T> void ns::A<T>::f() { }
template <class T> int ns::A<T>::N::y = 2;
namespace a { template <class T> struct K { static const bool is = true; enum { v = 1 }; }; }
template <bool B, class T> struct EI { typedef T type; };
template <bool B> int h();
template <class T> struct S {
  typedef EI<a::K<T>::is, T> t1; typedef typename EI<a::K<T>::v, T>::type t2;
  int f() { return h<a::K<T>::is>() + a::K<T>::v; }
  static const bool c = a::K<T>::is; int arr[a::K<T>::v];
};
template <class T> EI<a::K<T>::is, T> g6() { EI<a::K<T>::is, T> x; return x; }
