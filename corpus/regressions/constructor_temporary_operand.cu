// `T(a, b)` of a class with constructors is a constructor call making a temporary: as the
// operand of a user-declared `operator=` it prints bare (`(val = B2(mk(a), mk(a)))`), where a
// function's class result keeps its parentheses (`(h = (add2(h, h)))`).
#include "prelude.cuh"
struct H { unsigned short x; };
struct B2 {
  H a, b;
  B2() = default;
  __host__ __device__ B2(const H &x, const H &y) : a(x), b(y) {}
  __host__ __device__ B2(const B2 &src);
  __host__ __device__ B2 &operator=(const B2 &src);
  __host__ __device__ B2 &operator=(B2 &&src);
};
__host__ __device__ H mk(float);
__host__ __device__ B2 add2(const B2 a, const B2 b);
__host__ __device__ inline void k(float a, B2 &h) { B2 val; val = B2(mk(a), mk(a)); h = add2(h, h); }
