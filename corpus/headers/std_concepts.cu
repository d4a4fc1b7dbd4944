// Exercises <concepts> (C++20): constraining kernel templates and launch helpers with concepts.
#include <concepts>

template <typename T>
concept Arithmetic = std::integral<T> || std::floating_point<T>;

template <Arithmetic T>
__global__ void accumulate_kernel(const T *v, int n, T *out)
{
    T s{};
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        s += v[i];
    atomicAdd(out, s);
}

template <typename F>
    requires std::invocable<F, int> && std::same_as<std::invoke_result_t<F, int>, int>
int grid_for(int n, F block_size)
{
    int b = block_size(n);
    return (n + b - 1) / b;
}

template <std::floating_point T>
void launch_sum(const T *dev, int n, T *out)
{
    accumulate_kernel<<<1, 256>>>(dev, n, out);
}

template void launch_sum<float>(const float *, int, float *);

int main()
{
    static_assert(std::copyable<float4> && std::default_initializable<dim3>);
    static_assert(!std::derived_from<int, float> && std::convertible_to<int, long>);
    int *d;
    cudaMalloc(&d, 2 * sizeof(int));
    accumulate_kernel<<<grid_for(100, [](int) { return 128; }), 256>>>(d, 0, d + 1);
    cudaFree(d);
    return std::totally_ordered<int> ? 0 : 1;
}
