// Exercises <type_traits>: SFINAE-selected kernels and static checks on kernel argument types.
#include <type_traits>

template <typename T, std::enable_if_t<std::is_floating_point_v<T>, int> = 0>
__global__ void halve(T *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = v[i] / T(2);
}

template <typename T, std::enable_if_t<std::is_integral_v<T>, int> = 0>
__global__ void halve(T *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] >>= 1;
}

template <typename T>
void launch_halve(T *dev, int n)
{
    static_assert(std::is_trivially_copyable<T>::value, "kernel arguments must be trivially copyable");
    using U = std::remove_cv_t<std::remove_reference_t<T>>;
    static_assert(std::is_same_v<U, T>);
    halve<<<(n + 255) / 256, 256>>>(dev, n);
}

template void launch_halve<float>(float *, int);
template void launch_halve<int>(int *, int);

static_assert(std::is_standard_layout_v<float4>);
static_assert(std::conjunction_v<std::is_pod<int2>, std::is_class<dim3>>);
static_assert(std::alignment_of_v<double2> == 16);
using Common = std::common_type_t<int, long, short>;
static_assert(std::is_same_v<Common, long>);
