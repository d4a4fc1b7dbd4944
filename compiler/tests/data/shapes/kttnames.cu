#include "prelude.cuh"
template <class, int N> __global__ void k7(int, float) {}
template <template <class> class S, class> __global__ void k8(int) {}
template <class T, int N> struct Arr { T v[N]; };
template <template <class, int> class S> __global__ void k1(S<int, 2> s) {}
template <class T, template <class, int> class S, template <class> class R> __global__ void k2(S<T, 2> s) {}
template <template <class U, int M> class S> __global__ void k3(S<int, 2> s) {}
template <class, int> __global__ void k4() {}
template <template <class, class = int> class S> __global__ void k5() {}
template <template <class...> class S> __global__ void k6() {}
