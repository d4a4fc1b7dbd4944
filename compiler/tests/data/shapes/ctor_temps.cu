#include "prelude.cuh"
struct B { int x; __host__ __device__ B(int a) : x(a) {} };
struct D : B { int y; __host__ __device__ D(int a, int b) : B(a), y(b) {} };
struct F { int y; __host__ __device__ F(int a) : y(a) {} };
namespace { struct G { int y; __host__ __device__ G(int a) : y(a) {} }; }
struct M { B b; __host__ __device__ M(int a, int c) : b(c) {} };

template <typename... Args>
__global__ void combine(float *out, Args... args) { out[threadIdx.x] = 1.0f; }
template <typename... Args>
void launch_combine(float *out, Args... args) { combine<<<1, sizeof...(Args) * 32>>>(out, args...); }

int main()
{
    int n = 1;
    F f(n);
    D d(1, 2);
    M m(n, 3);
    G g(n);
    launch_combine(nullptr, 1, 2, 3);
    return f.y + d.y + m.b.x + g.y;
}
