// A device member function defined in its class is inline without saying so, __forceinline__ too (`__attribute((always_inline)) void consume(int n) {…}`); out of class it says `inline`.
#include "prelude.cuh"
template <class T> struct A {
  __device__ __forceinline__ void consume(int n) {}
  __device__ __forceinline__ void decl_only(int n);
  __host__ __device__ __forceinline__ void hd(int n) {}
};
struct B {
  __device__ __forceinline__ void consume(int n) {}
  __device__ __forceinline__ void decl_only(int n);
};
__device__ __forceinline__ void B::decl_only(int n) {}
__device__ __forceinline__ void freef(int n) {}
template <class T> __device__ __forceinline__ void tf(T n) {}
