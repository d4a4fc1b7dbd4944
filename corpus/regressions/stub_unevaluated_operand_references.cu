// Functions named only in operands EDG does not mark referenced are not emitted by cicc, so
// their unnamed parameters take no stub temporaries: `noexcept(e)`, `sizeof e`, `alignof`,
// a `noexcept(e)` specifier (libstdc++'s `swap(vector &, vector &)
// noexcept(noexcept(x.swap(y)))`), `decltype(e)` in a function body or in a template's
// declared type. A namespace-scope `decltype(e)` does reference (`C::h` is emitted).
#include "prelude.cuh"
struct A { __host__ __device__ int f(int) const { return 1; } };
struct B { __host__ __device__ int g(int) const { return 2; } };
struct C { __host__ __device__ int h(int) const { return 3; } };
struct D { __host__ __device__ int d(int) const { return 4; } };
struct E { __host__ __device__ int e(int) const { return 5; } };
template<class T> struct V { __host__ __device__ int sw(V &, int = 0) { return 0; } };
template<class T> void t0(V<T> &x, V<T> &y) noexcept(noexcept(x.sw(y))) {}
template<class T> auto t1(V<T> &x) -> decltype(x.sw(x)) { return 0; }
template<class T> auto t2(T x) -> decltype(E().e(1)) { return 0; }
A a; B bb; C cc; D dd;
bool ne = noexcept(a.f(1));
unsigned long s = sizeof(bb.g(1));
decltype(cc.h(1)) *p;
int host_fn() { bool x = noexcept(a.f(1)); decltype(dd.d(1)) y = 0; return x + y + sizeof(bb.g(2)) + alignof(decltype(dd.d(1))); }
__global__ void k(int *q) { *q = 1; }
int main() { return host_fn(); }
