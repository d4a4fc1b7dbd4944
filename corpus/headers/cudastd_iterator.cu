// Exercises <cuda/std/iterator>: cuda::std::distance/next/reverse_iterator and iterator_traits in device code.
#include <cuda/std/iterator>

template <typename It>
__device__ typename cuda::std::iterator_traits<It>::value_type sum_range(It first, It last)
{
    typename cuda::std::iterator_traits<It>::value_type s{};
    for (; first != last; ++first)
        s += *first;
    return s;
}

__global__ void reverse_prefix(const int *in, int *out, int n)
{
    int i = threadIdx.x;
    if (i < n) {
        cuda::std::reverse_iterator<const int *> rbegin(in + n), rend(in);
        auto stop = cuda::std::next(rbegin, i + 1);
        out[i] = sum_range(rbegin, stop) + 0 * static_cast<int>(cuda::std::distance(stop, rend));
    }
}

int main()
{
    const int n = 10;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = i + 1;
    int *d;
    cudaMalloc(&d, 2 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    reverse_prefix<<<1, n>>>(d, d + n, n);
    cudaMemcpy(h, d + n, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    static_assert(cuda::std::is_same_v<cuda::std::iterator_traits<float *>::iterator_category,
                                       cuda::std::random_access_iterator_tag>, "");
    return h[0] == 10 && h[2] == 27 && h[9] == 55 ? 0 : 1;
}
