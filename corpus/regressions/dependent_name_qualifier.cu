// typename Q::name with a template-id Q from another namespace keeps the qualifier the
// printing scope needs; an enumerator named through a dependent template-id stays
// value-dependent in a template argument.
namespace gx {
template <bool C, typename T> struct enable_if_t { };
template <typename T> struct enable_if_t<true, T> { typedef T type; };
template <typename T> struct promote { typedef double type; };
namespace in { template <typename T> struct P { typedef T type; }; }
}
namespace st {
template <typename T> struct is_int { enum { value = 0 }; };
template <typename T>
constexpr typename gx::enable_if_t<is_int<T>::value, double>::type f1(T x) { return x; }
template <typename T>
inline typename gx::promote<T>::type f2(T x) { typedef typename gx::promote<T>::type R; return R(x); }
template <typename T> struct S { typedef typename gx::in::P<T>::type t1; using t2 = typename gx::promote<T>::type; };
}
namespace gx { template <typename T> typename in::P<T>::type f3(T); }
using namespace gx::in;
template <typename T> typename P<T>::type f4(T);
