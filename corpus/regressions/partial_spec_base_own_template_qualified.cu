// In a partial specialization's base clause, a dependent id of its own template is
// qualified (the name there is the injected-class-name of the specialization).
#include "prelude.cuh"
namespace N {
template <class T, T v> struct IC { static constexpr T value = v; };
template <class T> struct R : IC<unsigned long, 0> { typedef R<T*> other; static const int w = R<T*>::value; };
template <class T> struct R<T[]> : IC<unsigned long, 1 + R<T>::value> { typedef R<T> base; typedef R self; void f() { R<T> x; (void)R<int>::value; } };
template <class... B> struct OR;
template <class B1, class... Bn> struct OR<B1, Bn...> : IC<bool, OR<Bn...>::value> {};
}
template <class T> struct G;
template <class T> struct G<T*> : N::IC<int, G<T>::value> {};
