// In a class template with a dependent base, an alias template's id is qualified as a
// non-dependent name is, whatever its arguments (N::EI_t< sizeof(T) == (4), int>).
#include "prelude.cuh"
namespace N {
template <bool B, class T = void> struct EI { typedef T type; };
template <bool B, class T = void> using EI_t = typename EI<B, T>::type;
template <class...> using void_t = void;
template <class T> struct Base {};
template <class T> struct W : Base<T> {
  W &operator=(EI_t<sizeof(T) == 4, const W &> x);
  template <class U, EI_t<sizeof(U) == sizeof(T), bool> = true> W(U) {}
  template <class Q, class = void> struct DF { };
  template <class Q> struct DF<Q, void_t<typename Q::difference_type>> { };
  EI<sizeof(T) == 4, int> k1();
  EI_t<true, int> k2();
  template <class U> EI_t<sizeof(U) == 2, int> k3(U);
};
template <class T> struct W2 : Base<int> {
  W2 &operator=(EI_t<sizeof(T) == 4, const W2 &> x);
};
}
