#include "prelude.cuh"

// Hand-written <type_traits> subset driving SFINAE overload selection,
// tag dispatch and decltype/declval detection idioms.
template <bool B, typename T = void> struct enable_if {};
template <typename T> struct enable_if<true, T> { using type = T; };
template <bool B, typename T = void> using enable_if_t = typename enable_if<B, T>::type;

template <typename T> struct is_floating { static constexpr bool value = false; };
template <> struct is_floating<float> { static constexpr bool value = true; };
template <> struct is_floating<double> { static constexpr bool value = true; };

template <typename T> T &&declval() noexcept;
template <typename...> using void_t = void;

template <typename T, typename = void> struct has_size : enable_if<true, char> { static constexpr bool value = false; };
template <typename T> struct has_size<T, void_t<decltype(declval<T>().size())>> { static constexpr bool value = true; };

struct Sized { int size() const { return 3; } };
struct Unsized {};

template <typename T, enable_if_t<is_floating<T>::value, int> = 0>
__host__ __device__ T safe_div(T a, T b) { return b == T(0) ? T(0) : a / b; }

template <typename T, enable_if_t<!is_floating<T>::value, int> = 0>
__host__ __device__ T safe_div(T a, T b) { return b == 0 ? 0 : (a + b / 2) / b; }  // rounded

struct fast_tag {};
struct precise_tag {};
__device__ float rcp(float x, fast_tag) { return 1.0f / x; }
__device__ float rcp(float x, precise_tag) { return (float)(1.0 / (double)x); }

__global__ void ratios(const int *a, const int *b, float *r, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        r[i] = safe_div(float(a[i]), float(b[i])) + (float)safe_div(a[i], b[i]) + rcp(2.0f, fast_tag{}) + rcp(3.0f, precise_tag());
}

static_assert(has_size<Sized>::value && !has_size<Unsized>::value, "detection idiom");

int main()
{
    ratios<<<1, 128>>>(nullptr, nullptr, nullptr, 128);
    return safe_div(7, 2) + (int)safe_div(7.0, 2.0);
}
