// C++17: a constexpr static data member is inline, and its out-of-class redeclaration says
// so (`constexpr inline const T IC< T, v> ::value;`, `constexpr inline int S::k;`).
#include "prelude.cuh"
template <class T, T v> struct IC { static constexpr const T value = v; };
template <class T, T v> constexpr const T IC<T, v>::value;
struct S { static constexpr int k = 3; };
constexpr int S::k;
template <long N> struct R { static constexpr long num = N; };
template <long N> constexpr long R<N>::num;
