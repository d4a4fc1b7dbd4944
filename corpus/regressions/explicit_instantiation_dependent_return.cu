#include "prelude.cuh"
// An explicit instantiation's return type `typename X<T>::type` prints without `typename`.
template <typename T> struct Accum { typedef T type; };
template <> struct Accum<char> { typedef int type; };
struct Holder { typedef long type; };
template <typename T> typename Accum<T>::type widen(T x) { return x; }
template <typename T> typename T::type zero_of(T) { return 0; }
template int widen<char>(char);
template float widen(float);
template long zero_of<Holder>(Holder);
