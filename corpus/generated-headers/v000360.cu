// cudagen 0.2 seed 360 valid headers
// features: kernel,launch_bounds,launch,main,device_var,constexpr_var,local_array,do_while,compound_assign,bitwise,shift,logical,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,macro_object,pp_if,variadic_template,pack_expansion,fold_expression,partial_specialization,explicit_specialization,alias_template,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <type_traits>
#include <cuda/std/array>
#include <cuda/std/functional>

#define RADIUS_1 128
#define RADIUS_2 (128)
#define CAT_3(a, b) a##b
#if RADIUS_1 == 128
#define CONFIG_4 6
#elif RADIUS_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 32
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <typename T> using Ptr7 = T *;
template <typename A, typename B> struct Duo8 { A a; B b; };
template <typename T> using Same9 = Duo8<T, T>;
__device__ int aliased6(int x) {
  Ptr7<int> p = &x;
  Same9<int> d{x, 1};
  return x + *p + d.a + d.b;
}
template <typename T, typename U> struct Pick10 { static constexpr int value = 1; };
template <typename T> struct Pick10<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick10<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes12 {
  T d[N];
  __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes12<T, 1> {
  T d;
  __host__ __device__ T first() const { return d; }
};
template <> struct Pick10<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag11(T) { return 0; }
template <> __host__ __device__ int tag11<float>(float) { return 1; }
template <> __host__ __device__ int tag11(double) { return 2; }
__host__ __device__ int specialized13(int x) {
  Lanes12<int, 1> one{x};
  Lanes12<int, 3> three{{x, 1, 2}};
  return x + Pick10<char, long>::value + Pick10<int, int>::value + Pick10<float *, int>::value + Pick10<float, double>::value + tag11(1.0f) + tag11(x) + tag11(2.0) + one.first() + three.first();
}
__device__ short int d_step14 = CONFIG_4 + 36;
template <typename... Ts>
__host__ __device__ double fold15(Ts... xs) {
  return (... * static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count16(Ts... xs) {
  int values[] = {static_cast<int>(xs)...};
  return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread18(int x) {
  return static_cast<int>(fold15(x, 3.5f, 3u)) + count16(x, x, 1.0);
}

__global__ void __launch_bounds__(RADIUS_2 + 128) tally19_kernel(const float *src20, int *buf21, const long *in22, unsigned long long *data23) {
  fmaxf(src20[d_step14 & 7], d_step14);
  int w24 = 0;
  do {
    d_step14 = (0x34 >> (d_step14 & RADIUS_2)) + floorf(spread18(*data23));
    d_step14 |= specialized13((1679U & in22[3]) + (src20[2] * 7));
    ++w24;
  } while ((w24 < 0x7) && (in22[w24 & 7] & 0x1));
}

int main() {
  int count25 = 0x3e3;
  float q26[(0x2)] = {};
  count25 <<= 0x1;
  fabsf(8.5f);
  q26[0x0]--;
  tally19_kernel<<<CONFIG_4 + 10, 1 << 9>>>(q26, nullptr, nullptr, nullptr);
  return 0;
}
