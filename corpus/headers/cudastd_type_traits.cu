// Exercises <cuda/std/type_traits>: cuda::std traits selecting device code paths with if constexpr.
#include <cuda/std/type_traits>

template <typename T>
__device__ T safe_half(T v)
{
    if constexpr (cuda::std::is_floating_point_v<T>)
        return v * T(0.5);
    else if constexpr (cuda::std::is_signed_v<T>)
        return v / 2;
    else
        return v >> 1;
}

template <typename T, typename = cuda::std::enable_if_t<cuda::std::is_arithmetic<T>::value>>
__global__ void halve_all(T *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = safe_half(v[i]);
}

int main()
{
    int hi[4] = {-7, 8, 9, 10};
    unsigned hu[4] = {7, 8, 9, 10};
    int *di;
    unsigned *du;
    cudaMalloc(&di, sizeof(hi));
    cudaMalloc(&du, sizeof(hu));
    cudaMemcpy(di, hi, sizeof(hi), cudaMemcpyHostToDevice);
    cudaMemcpy(du, hu, sizeof(hu), cudaMemcpyHostToDevice);
    halve_all<<<1, 4>>>(di, 4);
    halve_all<<<1, 4>>>(du, 4);
    cudaMemcpy(hi, di, sizeof(hi), cudaMemcpyDeviceToHost);
    cudaMemcpy(hu, du, sizeof(hu), cudaMemcpyDeviceToHost);
    cudaFree(di);
    cudaFree(du);
    static_assert(cuda::std::is_same_v<cuda::std::make_unsigned_t<int>, unsigned>, "");
    static_assert(cuda::std::is_trivially_copyable_v<float4>, "");
    using C = cuda::std::conditional_t<(sizeof(void *) == 8), long long, int>;
    static_assert(sizeof(C) == sizeof(void *), "");
    return hi[0] == -3 && hu[0] == 3 ? 0 : 1;
}
