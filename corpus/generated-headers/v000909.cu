// cudagen 0.2 seed 909 valid headers
// features: kernel,kernel_from_macro,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,main,shared_var,constexpr_var,auto_var,typedef,nested_namespace,call,lit_int_octal,lit_int_suffix,lit_nullptr,macro_function,macro_paste,pp_ifdef,pp_if,pp_undef,variadic_template,pack_expansion,fold_expression,partial_specialization,inline_namespace,using_declaration,using_directive,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <cmath>
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define LOW_BITS_1(x) ((x) & 0xF)
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 10
#else
#define TUNE_4 35
#endif

#if (TUNE_4 * 2) >= 39 && TUNE_4 != 0
#define CONFIG_5 5
#else
#define CONFIG_5 12
#endif
#undef TUNE_4
#define TUNE_4 2

__device__ __forceinline__ int lerp6(double alpha7, float a8, int stride9) {
  __shared__ float sh_10;
  (void)sh_10;
  a8 = alpha7;
  return (LOW_BITS_1(CAT_2(stride, 9)) + (17 - stride9)) % 18UL;
}
#define DEFINE_MAP_KERNEL_11(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_11(map_march12, float)
DEFINE_MAP_KERNEL_11(map_gather13, double)
template <typename T, typename U> struct Pick14 { static constexpr int value = 1; };
template <typename T> struct Pick14<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick14<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes16 {
  T d[N];
  __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes16<T, 1> {
  T d;
  __device__ T first() const { return d; }
};
__device__ int specialized17(int x) {
  Lanes16<int, 1> one{x};
  Lanes16<int, 3> three{{x, 1, 2}};
  return x + Pick14<char, long>::value + Pick14<int, int>::value + Pick14<float *, int>::value + one.first() + three.first();
}
typedef int *ptr18_t;
namespace api19 {
inline namespace abi {
int version20(int x) { return x + 3; }
} // namespace abi
namespace detail::impl {
int helper21(int x) { return x * 4; }
} // namespace detail::impl
} // namespace api19
using api19::version20;
int layered22(int x) {
  using namespace api19::detail::impl;
  return helper21(x) + version20(x) + api19::abi::version20(1);
}
template <typename... Ts>
__host__ __device__ double fold23(Ts... xs) {
  return (1.0 * ... * static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count24(Ts... xs) {
  int values[] = {static_cast<int>(xs)...};
  return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread26(int x) {
  return static_cast<int>(fold23(x, 5.5f, 5u)) + count24(x, x, 1.0);
}

double run_norm27(int count28) {
  map_march12<<<(count28 + 31) / 32, 128>>>(nullptr, LOW_BITS_1(count28));
  int hi29 = spread26((count28 - CONFIG_5) - 9);
  return 4 * (CAT_2(count, 28) * (hi29 * hi29));
}

int main() {
  int count30 = 966;
  count30 = 3052;
  auto y31 = LOW_BITS_1(layered22(60) - spread26(017));
  map_gather13<<<(count30 + 31) / 32, 16 * (CONFIG_5 + 3), 1024, nullptr>>>(nullptr, fmaxf(CAT_2(y, 31), api19::version20(y31)));
  return 0;
}
