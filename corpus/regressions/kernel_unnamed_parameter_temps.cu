// cicc names each unnamed parameter of a lowered function with a temporary, a kernel's
// included (`k(int)` lowers as `k(int __T1)`, a kernel template instance's too), so the
// registration callback's parameter comes after them.
#include "prelude.cuh"
template<class T> __global__ void kt(T, int) {}
__global__ void k(int *__restrict__ p, int) {}
__global__ void k2(int a, float, char) {}
__device__ int f(int, int b) { return b; }
__global__ void k3(int *p) { *p = f(1, 2); }
int main() { kt<<<1, 1>>>(1.0f, 2); return 0; }
