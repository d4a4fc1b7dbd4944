#include "prelude.cuh"
namespace n1 {
template <bool... B> struct __all { static const bool value = true; };
template <int... N> struct L { static const int value = 1; };
template <class T, class U> constexpr bool is_nc_v = true;
template <int N> struct I { static const bool value = true; };
template <class T> constexpr int sz() { return 1; }
template <class... T> void g(T...) {}
template <int... N> struct impl {
  typedef L<N...> a;
  typedef L<(N + 1)...> b;
  typedef L<N + 1 ...> c;
  typedef __all<I<N>::value...> d;
  void f() { g(N...); g((N+1)...); g(I<N>::value...); }
};
template <class... T> struct impl2 {
  typedef L<sz<T>()...> a;
  typedef L<sizeof(T)...> b;
  typedef __all<is_nc_v<T, int>...> c;
  void f() { g(sizeof(T)...); g(sz<T>()...); g(is_nc_v<T, int>...); }
};
}
namespace n2 {
template <bool... B> struct __all { static const bool value = true; };
template <class T, class U> constexpr bool is_nc_v = true;
template <int N> struct I { static const bool value = true; };
template <class... _Tp> struct impl {
  static const bool a = __all<is_nc_v<_Tp, int>...>::value;
  static const bool c = __all<sizeof(_Tp)...>::value;
  static const bool d = __all<I<sizeof(_Tp)>::value...>::value;
  static const bool e = __all<(sizeof(_Tp) > 2)...>::value;
};
template <class T> struct one {
  static const bool b = __all<is_nc_v<T, int>>::value;
  static const bool c = __all<is_nc_v<T, int>, true>::value;
};
}
namespace n3 {
template <bool... B> struct __all { static const bool value = true; };
template <class T, class U> constexpr bool is_nc_v = true;
template <class T> struct one {
  static const bool b = __all<is_nc_v<T, int>>::value;
  static const bool c = __all<is_nc_v<T, int>, true>::value;
  static const bool d = __all<true>::value;
  static const bool e = is_nc_v<T, int>;
};
}
namespace n4 {
template <bool... B> struct __all { static const bool value = true; };
template <class T, class U> constexpr bool is_nc_v = true;
template <class T> struct wrap { typedef T type; };
template <class... _Tp> struct impl {
  template <class _Tuple, int I>
  using elem_at = typename wrap<_Tuple>::type;
  template <class _Tuple>
  impl(_Tuple&& t) noexcept((__all<is_nc_v<_Tp, elem_at<_Tuple, 0> >...>::value)) {}
};
void f() { impl<int> x(1); }
}
namespace s { template <class T> constexpr bool iv = true; constexpr int v = 1; template <class T> int f(T) { return 0; } }
template <bool B> struct X {};
template <class N> struct A {
  X<::s::iv<N>> a;
  static const bool b = ::s::iv<N>;
  int c = ::s::v;
  int d = ::s::f(N());
  int e = ::s::f<N>(N());
};
bool g = ::s::iv<int>;
int h = ::s::v;
namespace s { template <bool B, class T, class F> struct _IfImpl { typedef T type; };
template <bool B, class T, class F> using _If = typename _IfImpl<B, T, F>::type;
template <class T> constexpr bool is_integral_v = true; typedef long ptrdiff_t; }
template <typename Number>
using cdt = ::s::_If<::s::is_integral_v<Number> && sizeof(Number) < sizeof(int), int, ::s::ptrdiff_t>;
cdt<char> x;
template <int N> struct A2 { static const int v = N; };
template <int N> using B2 = A2<2 < N>;
