// Exercises <cuda/std/utility>: cuda::std::pair, swap, move, exchange and integer_sequence in device code.
#include <cuda/std/utility>

__device__ cuda::std::pair<int, int> minmax_of(const int *v, int n)
{
    cuda::std::pair<int, int> r{v[0], v[0]};
    for (int i = 1; i < n; ++i) {
        if (v[i] < r.first)
            r.first = v[i];
        if (v[i] > r.second)
            r.second = v[i];
    }
    return r;
}

template <int... I>
__device__ int unrolled_dot(const int *a, const int *b, cuda::std::integer_sequence<int, I...>)
{
    return ((a[I] * b[I]) + ...);
}

__global__ void work(const int *v, int *out)
{
    auto [lo, hi] = minmax_of(v, 8);
    int a = lo, b = hi;
    cuda::std::swap(a, b);
    int old = cuda::std::exchange(a, 0);
    out[0] = old;
    out[1] = b;
    out[2] = unrolled_dot(v, v, cuda::std::make_integer_sequence<int, 4>{});
}

int main()
{
    int h[8] = {3, -1, 4, 1, -5, 9, 2, 6}, out[3];
    int *d;
    cudaMalloc(&d, sizeof(h) + sizeof(out));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    work<<<1, 1>>>(d, d + 8);
    cudaMemcpy(out, d + 8, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    auto p = cuda::std::make_pair(1, 2.0);
    return out[0] == 9 && out[1] == -5 && out[2] == 27 && p.second == 2.0 ? 0 : 1;
}
