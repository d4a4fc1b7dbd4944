#include "prelude.cuh"

// Type traits and containers with partial specialisations for pointers,
// arrays and same-type pairs.
template <typename T> struct is_pointer { static constexpr bool value = false; };
template <typename T> struct is_pointer<T *> { static constexpr bool value = true; };
template <typename T> struct is_pointer<T *const> { static constexpr bool value = true; };

template <typename A, typename B> struct is_same { static constexpr bool value = false; };
template <typename A> struct is_same<A, A> { static constexpr bool value = true; };

template <typename T> struct remove_extent { using type = T; };
template <typename T, size_t N> struct remove_extent<T[N]> { using type = T; };
template <typename T> struct remove_extent<T[]> { using type = T; };

// Strided view: general form stores a stride, the specialisation for
// contiguous data (Stride == 1) does not.
template <typename T, int Stride>
struct View {
    T *base;
    int n;
    __host__ __device__ T &operator[](int i) const { return base[i * Stride]; }
    __host__ __device__ int extent() const { return n * Stride; }
};

template <typename T>
struct View<T, 1> {
    T *base;
    int n;
    __host__ __device__ T &operator[](int i) const { return base[i]; }
    __host__ __device__ int extent() const { return n; }
};

template <typename T, int S>
__global__ void negate(View<T, S> v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < v.n) v[i] = -v[i];
}

static_assert(is_pointer<int *>::value && !is_pointer<int>::value, "pointer trait");
static_assert(is_same<remove_extent<float[4]>::type, float>::value, "extent");
static_assert(is_same<remove_extent<int[]>::type, int>::value, "unknown bound");

int main()
{
    View<float, 1> dense{nullptr, 100};
    View<double, 3> strided{nullptr, 50};
    negate<<<1, 128>>>(dense);
    negate<<<1, 64>>>(strided);
    return dense.extent() + strided.extent();
}
