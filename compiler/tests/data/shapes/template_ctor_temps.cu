#include "prelude.cuh"
template <typename T> struct P { T x; __host__ __device__ P(T a) : x(a) {} };
template <typename H, typename... T> struct Q { H x; __host__ __device__ Q(H a, T... t) : x(a) {} };
__global__ void k(float *out) { }
int main()
{
    P<int> p(1);
    Q<int> q(1);
    Q<int, float> r(1, 2.0f);
    k<<<1, 1>>>(nullptr);
    return p.x + q.x + r.x;
}
