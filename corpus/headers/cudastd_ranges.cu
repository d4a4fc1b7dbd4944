// Exercises <cuda/std/ranges> (C++20): ranges concepts, cuda::std::ranges::subrange and begin/end/size in device code.
#include <cuda/std/ranges>

template <cuda::std::ranges::input_range R>
__device__ long long range_sum(R &&r)
{
    long long s = 0;
    for (auto it = cuda::std::ranges::begin(r); it != cuda::std::ranges::end(r); ++it)
        s += *it;
    return s;
}

__global__ void prefix_sums(const int *v, long long *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        cuda::std::ranges::subrange<const int *> head(v, v + i + 1);
        out[i] = range_sum(head) + static_cast<long long>(cuda::std::ranges::size(head)) * 0;
    }
}

int main()
{
    const int n = 64;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = i;
    int *d;
    long long out[n], *dout;
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&dout, sizeof(out));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    prefix_sums<<<1, n>>>(d, dout, n);
    cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dout);
    static_assert(cuda::std::ranges::contiguous_range<int (&)[4]>);
    static_assert(cuda::std::ranges::sized_range<cuda::std::ranges::subrange<int *>>);
    cuda::std::ranges::empty_view<float> nothing;
    return out[10] == 55 && out[63] == 2016 && cuda::std::ranges::empty(nothing) ? 0 : 1;
}
