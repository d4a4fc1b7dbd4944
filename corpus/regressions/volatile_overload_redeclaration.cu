// An out-of-class definition redeclares the member with its exact signature: a `volatile`
// overload of an operator or conversion function is another function, so `inline` on its
// definition shows on its own in-class declaration.
#include "prelude.cuh"
struct R { unsigned short x; };
struct H {
  unsigned short x;
  __host__ __device__ H &operator=(const R &hr);
  __host__ __device__ volatile H &operator=(const R &hr) volatile;
  __host__ __device__ operator R() const;
  __host__ __device__ operator R() const volatile;
};
__host__ __device__ inline H &H::operator=(const R &hr) { x = hr.x; return *this; }
__host__ __device__ inline volatile H &H::operator=(const R &hr) volatile { x = hr.x; return *this; }
__host__ __device__ inline H::operator R() const { R r; r.x = x; return r; }
__host__ __device__ inline H::operator R() const volatile { R r; r.x = x; return r; }
