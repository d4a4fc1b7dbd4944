// cudagen 0.2 seed 740 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,compound_assign,bitwise,shift,incdec,address_of,array_index,lit_int_hex,lit_nullptr,cast_static,sizeof,macro_function,operator_overload_more,variadic_template,fold_expression,nttp_integral,nttp_auto,partial_specialization,explicit_specialization,constexpr_loop,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <tuple>

#define SQR_1(x) ((x) * (x))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
__host__ __device__ constexpr int tri6(int n) {
  int s = 0;
  for (int i = 1; i <= n; ++i) {
    s += i * 2;
  }
  return s;
}
constexpr int kSteps7 = tri6(7);
static_assert(tri6(7) == 56, "a constexpr loop");
__host__ __device__ float norm8(float x, float y) {
  return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
template <auto V>
__host__ __device__ int addConst9(int x) {
  using value_type = decltype(V);
  return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
template <auto... Vs> __host__ __device__ int sumConsts10() { return (0 + ... + static_cast<int>(Vs)); }
__host__ __device__ int consts11(int x) { return addConst9<3>(x) + addConst9<true>(x) + sumConsts10<1, 'b', 3u>(); }
struct Pair12 {
  float x, y;
  float operator[](int i) const { return i == 0 ? x : y; }
  Pair12 &operator+=(const Pair12 &o) { x += o.x; y += o.y; return *this; }
  Pair12 operator-() const { return Pair12{-x, -y}; }
  Pair12 &operator++() { ++x; return *this; }
  bool operator<(const Pair12 &o) const { return x < o.x; }
  friend bool operator==(const Pair12 &a, const Pair12 &b) { return a.x == b.x && a.y == b.y; }
};
Pair12 operator*(const Pair12 &a, float k) { return Pair12{a.x * k, a.y * k}; }
float ops13(float v) {
  Pair12 a{v, 1};
  Pair12 b = -a * 2;
  a += b;
  ++a;
  return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
template <typename T, typename U> struct Pick14 { static constexpr int value = 1; };
template <typename T> struct Pick14<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick14<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes16 {
  T d[N];
  __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes16<T, 1> {
  T d;
  __host__ __device__ T first() const { return d; }
};
template <> struct Pick14<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag15(T) { return 0; }
template <> __host__ __device__ int tag15<float>(float) { return 1; }
template <> __host__ __device__ int tag15(double) { return 2; }
__host__ __device__ int specialized17(int x) {
  Lanes16<int, 1> one{x};
  Lanes16<int, 3> three{{x, 1, 2}};
  return x + Pick14<char, long>::value + Pick14<int, int>::value + Pick14<float *, int>::value + Pick14<float, double>::value + tag15(1.0f) + tag15(x) + tag15(2.0) + one.first() + three.first();
}
template <typename T, int N>
struct Fixed18 {
  T data[N];
  __device__ T sum() const {
    T s = T();
    for (int i = 0; i < N; ++i) {
      s += data[i];
    }
    return s;
  }
};
template <int K, typename T> __device__ T scaleBy19(T v) { return v * static_cast<T>(K); }
template <bool Neg> __device__ int flip20(int v) { return Neg ? -v : v; }
__device__ double fixed21(int x) {
  Fixed18<double, 6> a{};
  a.data[0] = static_cast<double>(x);
  return a.sum() + scaleBy19<6>(static_cast<double>(x)) + static_cast<double>(flip20<false>(x));
}
__global__ void filter22(float *out23, const short *in24, const int *input25) {
  int tid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (void)tid26;
  (*out23)++;
  out23[blockDim.y & 7] += blockDim.x;
  (*out23)--;
}
int main() {
  int count27 = 3359;
  count27 <<= 0;
  cudaError_t err28 = cudaDeviceSynchronize();
  int ok29 = err28 == cudaSuccess ? 1 : 0;
  (void)ok29;
  filter22<<<(count27 + 255) / 256, sizeof(float) * 0x8, 0, 0>>>(static_cast<float*>(nullptr), nullptr, static_cast<const int*>(nullptr));
  return 0;
}
