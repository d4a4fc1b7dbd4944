// A device function template declared `__device__` and defined `__host__` is `__host__ __device__`:
// host code calling it makes cicc emit the instance (and what it calls), whose call temporaries count.
#include "prelude.cuh"
__device__ int g2(void **p, unsigned long n);
static __inline__ __device__ int g(void **p, unsigned long n) { return g2(p, n); }
extern __host__ int g(void **p, unsigned long n);
template <class T> static __inline__ __device__ int f(T **p, unsigned long n);
template <class T> static __inline__ __host__ int f(T **p, unsigned long n) { return ::g((void **)(void *)p, n); }
__global__ void k(int *p) {}
int main() { int *d; f(&d, 4); k<<<1, 1>>>(d); }
