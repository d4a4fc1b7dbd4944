// Inside a template, a class's member template is named `C::template L< args> ` (with
// `typename` when the arguments are dependent, not in a base clause, not for an alias
// template); a member template called with `template` through a typedef standing for a
// dependent template-id prints that template-id.
typedef unsigned long size_t;
struct B { template <class T> struct L { typedef T type; }; template <class T> using A = T; };
namespace n { struct C { template <class T> struct M { }; }; template <class T> struct N { }; }
template <class T> struct D1 : B::L<T> { };
template <class T> struct D2 : B::L<int> { };
template <class T> struct D3 : n::C::M<T>, n::N<T> { };
struct D4 : B::L<int> { };
template <class T> struct S {
  B::L<T> a; B::L<int> b; n::C::M<T> c; n::N<T> d; typename B::L<T>::type e; B::A<T> f; B::A<int> g;
};
template <class T> void f() { B::L<T> a; B::L<int> b; n::C::M<int> c; }
B::L<int> gl;
struct Q : B { L<int> q; };
template <class T> struct Q2 : B { L<T> q; L<int> r; };
template <class T> struct S0 { };
template <> struct S0<int> { B::L<int> b; };
template <> void f<int>() { B::L<int> b; }
template <class T> struct F { };
template <class T> struct S2 { F<B::L<T> > a; F<B::L<int> > b; int g() { return sizeof(B::L<T>); } };
struct Z { template <class T> void h() { B::L<T> a; B::L<int> b; } };
template <bool X, class T> struct PCC {
  template <class U> static constexpr bool cp() { return true; } static const bool v = true; static int f();
};
template <class T> struct P {
  using PC = PCC<true, T>;
  typedef PCC<false, T> PF;
  template <class U, bool X = PC::template cp<U>()> void g1();
  template <class U, bool X = PC::v> void g2();
  int h() { return PC::f() + PF::f() + PF::v + PC::template cp<int>(); }
};
