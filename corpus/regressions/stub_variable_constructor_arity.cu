// A variable's initialization calls only the constructors that take its arguments: cicc
// emits nothing a never-instantiated constructor uses (`Opt<int> a;` calls `Opt()`, not the
// converting `Opt(const Opt<U> &)`; a prvalue of the same class initializes the variable itself).
#include "prelude.cuh"
__host__ __device__ inline int by_default(int) { return 1; }
__host__ __device__ inline int by_converting(int) { return 2; }
__host__ __device__ inline int by_pair(int) { return 3; }
__host__ __device__ inline int by_copy(int) { return 4; }
template<class T> struct Opt {
  int v;
  __host__ __device__ Opt() { v = by_default(0); }
  __host__ __device__ Opt(const Opt &o) { v = by_copy(0); }
  template<class U> __host__ __device__ Opt(const Opt<U> &) { v = by_converting(0); }
  template<class U> __host__ __device__ Opt(U, U, int) { v = by_pair(0); }
};
template<class T> Opt<T> make() { return Opt<T>(); }
__global__ void k(int *q) { *q = 1; }
int main() { Opt<int> a; Opt<float> b = make<float>(); return a.v + b.v; }
