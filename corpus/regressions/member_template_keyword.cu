// Inside a template, a class's member template is named `C::template L< args> ` (with
// `typename` when the arguments are dependent, not in a base clause, not for an alias
// template); a member template called with `template` through a typedef standing for a
// dependent template-id prints that template-id; a member typedef of a specialization
// whose type the instantiator cannot substitute is still named through it.
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
template <typename Tp, bool IsInt = false, bool IsEnum = false> class Sel;
class Base {
protected:
  template <typename...> struct List { };
  template <typename Tp, typename... Up> struct List<Tp, Up...> : List<Up...> { static constexpr size_t size = sizeof(Tp); };
  template <size_t Sz, typename Tp, bool = (Sz <= Tp::size)> struct Select;
  template <size_t Sz, typename U, typename... Us> struct Select<Sz, List<U, Us...>, true> { using type = U; };
  template <size_t Sz, typename U, typename... Us> struct Select<Sz, List<U, Us...>, false> : Select<Sz, List<Us...>> { };
};
template <typename Tp> class Sel<Tp, false, true> : Base {
  using UInts = List<unsigned char, unsigned short, unsigned int, unsigned long, unsigned long long>;
public:
  using type = typename Select<sizeof(Tp), UInts>::type;
};
template <class T> struct Mk { };
template <> struct Mk<wchar_t> { using type = typename Sel<wchar_t, false, true>::type; };
