// a = b on objects of a class whose copy/move assignment is implicit and trivial is the
// built-in assignment (the implicit operator is an exact match that beats a user operator=
// reached through a conversion function): `lh = mk(1.0F);`, `(y) = (s.y);`.
#include "prelude.cuh"
struct raw { unsigned short x; };
struct H {
  unsigned short x;
  H() = default;
  __host__ __device__ H(const raw &r) : x(r.x) {}
  __host__ __device__ H &operator=(const raw &hr);
  __host__ __device__ volatile H &operator=(const raw &hr) volatile;
  __host__ __device__ operator raw() const;
  __host__ __device__ operator raw() const volatile;
  __host__ __device__ H(const float f) { x = 1; }
  __host__ __device__ operator float() const;
};
__host__ __device__ H mk(float);
__host__ __device__ inline H &operator+=(H &lh, const H &rh) { lh = mk(1.0f); return lh; }
__host__ __device__ inline void f(H &a, H b, raw r) { a = b; a = r; a = mk(2.0f); }
struct P { H x; H y; __host__ __device__ void g(const P &s) { this->x = s.x; y = s.y; x = mk(1.0f); } };
