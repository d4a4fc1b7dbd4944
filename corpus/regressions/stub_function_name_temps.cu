// cicc numbers the function-name variables of the functions it keeps (host ones too) before
// every other temporary: __func__/__FUNCTION__ share one, __PRETTY_FUNCTION__ has its own, a
// template one per instance, an unreferenced static inline function none.
#include "prelude.cuh"
__device__ int g2(int a, int b);
__device__ int g(int a, int b) { return g2(a + 1, b + 1); }
__global__ void k(int *__restrict__ p) {}
__global__ void k2(int *__restrict__ p) { const char *s = __func__; }
static inline const char *h() { return __func__; }
static inline const char *unused() { return __PRETTY_FUNCTION__; }
const char *both() { const char *a = __func__; const char *b = __PRETTY_FUNCTION__; return __FUNCTION__; }
template <class T> const char *t(T) { return __func__; }
template <class T> const char *never(T) { return __func__; }
int main() { k<<<1, 1>>>(0); k2<<<1, 1>>>(0); h(); t(1); t(2.0); }
