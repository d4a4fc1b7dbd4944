// An alias template-id qualifying a member template named with `template` prints
// expanded; a plain member keeps the alias.
#include "prelude.cuh"
template <bool B, class T = void> struct EI { typedef T type; };
template <class A, class B> struct same { static constexpr bool value = false; };
template <bool C, class T1, class T2> struct PCC {
  template <class U1, class U2> static constexpr bool CP() { return true; }
};
template <class T1, class T2> struct Pair {
  template <class U1, class U2> using PCCFP = PCC<!same<T1, U1>::value || !same<T2, U2>::value, T1, T2>;
  template <class U1, class U2, typename EI<PCCFP<U1, U2>::template CP<U1, U2>(), bool>::type = true>
  Pair(const Pair<U1, U2> &p) {}
  template <class U1> using Al = EI<sizeof(U1) == 4, T1>;
  template <class U1> typename Al<U1>::type f(U1);
  template <class U1> Al<U1> g(U1);
};
template <class U> using NsAl = PCC<true, U, U>;
template <class U, bool b = NsAl<U>::template CP<U, U>()> void h(U);

template <bool C, class T1, class T2> struct PCW {
  template <class U1, class U2> static constexpr bool CP() { return true; }
  static constexpr bool V = C;
  static bool F() { return C; }
};
template <class U> using NsAw = PCW<true, U, U>;
template <class U, bool b = NsAw<U>::V> void hw1(U);
template <class U> bool hw2(U) { return NsAw<U>::F() && NsAw<U>::V; }
template <class U> bool hw3(U) { return NsAw<U>::template CP<U, U>(); }
template <class U> typename NsAw<U>::template X<int> hw4(U);
