// A cast to a class without constructors through a conversion function prints as a C-style
// cast whose plain-variable operand stays bare: `((R)a)`, `((H)(*this))`, `((R)(h))`.
// `static_cast<K>(a)` through a constructor of K keeps its keyword; `K(a)` is `((K)(a))`.
#include "prelude.cuh"
struct R { unsigned short x; };
struct H { unsigned short u; __host__ __device__ operator R() const { R r; r.x = u; return r; } };
struct F {
  unsigned char v;
  __host__ __device__ explicit operator H() const { H h; h.u = v; return h; }
  __host__ __device__ int f() const { return H(*this).u + static_cast<H>(*this).u + ((H)*this).u; }
};
__host__ __device__ inline unsigned g1(const H a) { return static_cast<R>(a).x + ((R)a).x + R(a).x; }
__host__ __device__ inline unsigned g2(const F *a, F b) { return H(*a).u + static_cast<H>(a[0]).u + H(b).u; }
struct K { int k; __host__ __device__ K(const H &h) : k(h.u) {} };
struct E { int k; __host__ __device__ explicit E(const H &h) : k(h.u) {} };
__host__ __device__ inline unsigned g3(H a) { return K(a).k + static_cast<K>(a).k + ((K)a).k + static_cast<E>(a).k + E(a).k; }
struct W { H h; __host__ __device__ int g() const { return static_cast<R>(h).x + R(this->h).x; } };
