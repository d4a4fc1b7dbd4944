#include "prelude.cuh"
namespace n1 {
template <class T, T v> struct integral_constant { static constexpr T value = v; typedef T value_type; };
template <bool B> using bool_constant = integral_constant<bool, B>;
template <class T> struct is_enum : bool_constant<__is_enum(T)> {};
template <class _Tp, bool = is_enum<_Tp>::value> struct __underlying_type_impl;
template <class _Tp> struct __underlying_type_impl<_Tp, false> {};
template <class _Tp> struct __underlying_type_impl<_Tp, true> { using type = __underlying_type(_Tp); };
template <class _Tp> struct underlying_type : __underlying_type_impl<_Tp, is_enum<_Tp>::value> {};
enum E : short { a, b };
using U = underlying_type<E>::type;
U u = 1;
static_assert(is_enum<E>::value, "");
static_assert(!is_enum<int>::value, "");
}
namespace n2 {
template <bool, typename Then, typename Else> struct eval_if {};
template <typename Then, typename Else> struct eval_if<true, Then, Else> { typedef typename Then::type type; };
template <typename Then, typename Else> struct eval_if<false, Then, Else> { typedef typename Else::type type; };
template <typename T> struct identity_ { typedef T type; };
template <class T> struct add_lvalue_reference { typedef T& type; };
template <class T, T v> struct integral_constant { static constexpr T value = v; };
template <class T> struct is_void : integral_constant<bool, false> {};
template <> struct is_void<void> : integral_constant<bool, true> {};
template <typename T> struct P : eval_if<is_void<T>::value, identity_<T>, add_lvalue_reference<T>> {};
P<int>::type g(int& x) { return x; }
template <typename T> struct Q : eval_if<false, identity_<T>, add_lvalue_reference<T>> {};
Q<int>::type h(int& x) { return x; }
}
namespace n3 {
struct ctype_base { typedef unsigned short mask; };
template <class C> struct abstract_base : ctype_base { };
template <class C> class ctype;
template <> class ctype<char>;
template <class C> class ctype : public abstract_base<C> { };
template <> class ctype<char> : public ctype_base {
public:
  bool is(mask m, char c) const;
};
bool ctype<char>::is(mask m, char c) const { return m & c; }
}
namespace n4 {
class type_info {
public:
  virtual ~type_info();
};
struct T {
  static void f() {
    static constexpr char tag[sizeof(type_info)] = { };
  }
};
void g() { static constexpr char tag2[sizeof(type_info)] = { }; }
}
namespace n5 {
template <class T> struct base { base& operator=(const base&) { return *this; } };
template <class T> struct derived : base<T> {
  derived& operator=(const derived& r) { this->base<T>::operator=(r); return *this; }
};
}
