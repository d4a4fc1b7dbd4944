// cudagen 0.2 seed 821 valid headers
// features: kernel,launch,main,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,pp_ifdef,nttp_integral,partial_specialization,structured_binding,hdr_cmath,hdr_utility
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <utility>
#include <tuple>
#include <compare>

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 2
#else
#define TUNE_3 40
#endif
template <typename T, unsigned N>
struct Fixed4 {
  T data[N];
  __host__ __device__ T sum() const {
    T s = T();
    for (unsigned i = 0; i < N; ++i) {
      s += data[i];
    }
    return s;
  }
};
template <int K, typename T> __host__ __device__ T scaleBy5(T v) { return v * static_cast<T>(K); }
template <bool Neg> __host__ __device__ int flip6(int v) { return Neg ? -v : v; }
__host__ __device__ long fixed7(int x) {
  Fixed4<long, 2u> a{};
  a.data[0] = static_cast<long>(x);
  return a.sum() + scaleBy5<6>(static_cast<long>(x)) + static_cast<long>(flip6<true>(x));
}
template <typename T, typename U> struct Pick8 { static constexpr int value = 1; };
template <typename T> struct Pick8<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick8<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes10 {
  T d[N];
  __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes10<T, 1> {
  T d;
  __device__ T first() const { return d; }
};
__device__ int specialized11(int x) {
  Lanes10<int, 1> one{x};
  Lanes10<int, 3> three{{x, 1, 2}};
  return x + Pick8<char, long>::value + Pick8<int, int>::value + Pick8<float *, int>::value + one.first() + three.first();
}

__global__ void clamp12_kernel(int* acc13, const double* in14, float* dst15, long long* out16)
{
  unsigned int u17 = (*acc13) + 29;
  (void)u17;
  float v18 = 9.375f;
  (void)v18;
}

int main()
{
  int size19 = 02125;
  clamp12_kernel<<<(size19 + 31) / 32, 256>>>(&size19, static_cast<const double*>(nullptr), nullptr, nullptr);
  fmaxf((sqrtf(5.125F)), 18lu);
  fminf(size19, 8.875F * size19);
  std::pair<int, float> pr20 = std::make_pair(size19, 1.5f);
  auto [off21, prod22] = pr20;
  (void)off21;
  (void)prod22;
  return 0x0;
}
