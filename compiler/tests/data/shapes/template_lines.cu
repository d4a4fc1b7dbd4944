#include "prelude.cuh"
template <typename T>
using Al = T;
template <typename T>
constexpr int vv = 1;
template <typename T>
__device__ T dv = T(1);
template <typename T> concept A = true;
template <typename T>
concept B =
 A<T>;
template <typename T>
  requires A<T>
struct S1;
template <typename T>
  requires A<T>
struct S2 { int x; };
template <typename T>
  requires A<T>
constexpr int rv = 1;
template <typename T>
  requires A<T>
using RAl = T;
template <typename T>
  requires A<T>
void f10(T);
template <class T> __device__ int d(T t) { return requires { t.f();
    t.g(); } ? 1 : 0; }
struct W { template <class T> int m(T t) { return requires { t.f();
    t.g(); }; } };
int main() { return 0; }
