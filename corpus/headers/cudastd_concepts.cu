// Exercises <cuda/std/concepts> (C++20): constraining a device function template with cuda::std concepts.
#include <cuda/std/concepts>

template <typename T>
    requires cuda::std::integral<T> || cuda::std::floating_point<T>
__device__ T square(T x)
{
    return x * x;
}

template <cuda::std::integral I, typename F>
    requires cuda::std::invocable<F, I>
__global__ void apply_indexed(I n, F f, int *out)
{
    I i = static_cast<I>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n)
        out[i] = static_cast<int>(f(i));
}

struct Squarer {
    __device__ long long operator()(int i) const { return square(static_cast<long long>(i)); }
};

int main()
{
    static_assert(cuda::std::same_as<decltype(square(2.0f)), float>);
    static_assert(cuda::std::copyable<Squarer> && !cuda::std::floating_point<int>);
    int *d, h[10];
    cudaMalloc(&d, sizeof(h));
    apply_indexed<<<1, 10>>>(10, Squarer{}, d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return h[9] == 81 ? 0 : 1;
}
