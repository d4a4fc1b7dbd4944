// Inline device functions that only other unreferenced inline functions call are not emitted:
// their call temporaries do not count (only the kept chain from the kernel does).
#include "prelude.cuh"
__device__ int g2(int a, int b);
static __inline__ __device__ int leaf(int a, int b) { return g2(a + 1, b + 1); }
static __inline__ __device__ int mid(long a, long b) { return leaf((int)a + 2, (int)b + 2); }
static __inline__ __device__ int used(int a, int b) { return g2(a * 2, b * 2); }
__global__ void k(int *p) { p[0] = used(p[1], p[2]); }
int main() { k<<<1, 1>>>(0); }
