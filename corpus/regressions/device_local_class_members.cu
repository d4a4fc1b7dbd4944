// Inside the #if 0 copy of a device function body, the device member functions of a local class get their own dummy body and #if 0 copy (sm_90_rt.h atomicCAS: union _U { _T __ret; __device__ _U() {} }).
#include "prelude.cuh"
template <class T> __device__ T f(T x) {
  union U { T r; __device__ __inline__ U() {} }; U u;
  struct S { __device__ int g() { return 1; } __host__ __device__ int h() { return 2; } };
  return x;
}
__device__ int g2(int x) {
  struct S { __device__ int g(int y) { return y; }
             __device__ ~S() {} };
  return x;
}
