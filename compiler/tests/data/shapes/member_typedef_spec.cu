#include "prelude.cuh"
namespace n {
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <class T, int N> struct V { typedef T elem; };
template <class T> struct V<T, 1> { typedef T* elem; };
template <> struct V<char, 2> { typedef long elem; };
}
template <class A, class B> struct is_same { static constexpr bool value = false; };
n::enable_if<true, int>::type a1;
n::enable_if<true>::type *a2;
n::V<int, 3>::elem a3;
n::V<int, 1>::elem a4;
n::V<char, 2>::elem a5;
static_assert(!is_same<n::V<float, 1>::elem, int>::value, "x");
static_assert(!is_same<n::V<char, 2>::elem, int>::value, "y");
namespace n { V<short, 1>::elem a6; }
template <class T> struct U { typedef const T ct; typedef ct* pct; };
U<int>::pct a7;
static_assert(!is_same<U<int>::pct, int>::value, "z");
template <class T> void g(typename U<T>::pct p) {}
void h() { g<int>(0); U<double>::ct d = 1.0; (void)d; }
template <typename T> struct remove_extent { using type = T; };
template <typename T, unsigned long N> struct remove_extent<T[N]> { using type = T; };
template <typename T> struct remove_extent<T[]> { using type = T; };
template <typename T> struct rp { typedef T type; };
template <typename T> struct rp<T*> { typedef T type; };
rp<char*>::type x1;
remove_extent<double[3]>::type x2;
static_assert(!is_same<remove_extent<float[4]>::type, int>::value, "e");
static_assert(!is_same<rp<int*>::type, long>::value, "f");
