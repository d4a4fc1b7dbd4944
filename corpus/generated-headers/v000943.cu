// cudagen 0.2 seed 943 valid headers
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,host_device_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,local_array,nested_namespace,static_assert,ternary,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_functional,sizeof,macro_paste,macro_statement,pp_ifdef,pp_if,local_class,conversion_operator,structured_binding,inline_namespace,using_declaration,using_directive,hdr_cmath
#include <cuda_runtime.h>
#include <utility>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

#ifndef USE_FAST_PATH_3
#define TUNE_4 3
#else
#define TUNE_4 44
#endif

#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 3
#else
#define CONFIG_5 13
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

constexpr __host__ __device__ int apply7(int n8, float p9) {
  p9 = p9;
  return TUNE_4;
}
namespace lib10 {
inline namespace v2 {
__device__ int version11(int x) { return x + 3; }
} // namespace v2
namespace detail::impl {
__device__ int helper12(int x) { return x * 2; }
} // namespace detail::impl
} // namespace lib10
using lib10::version11;
__device__ int layered13(int x) {
  using namespace lib10::detail::impl;
  return helper12(x) + version11(x) + lib10::v2::version11(1);
}
struct Result14 {
  int first;
  long second;
};
__host__ __device__ Result14 make15(int x) { return Result14{x, static_cast<long>(x)}; }
__host__ __device__ int unpack16(int x) {
  auto [a, b] = make15(x);
  int arr[3] = {x, 1, 2};
  auto [p, q, r] = arr;
  Result14 v{x, static_cast<long>(x)};
  auto &&[m, n] = v;
  return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
static_assert((CONFIG_5 + 11) == 14, "bad config");
namespace lib17 {
inline namespace v1 {
__device__ int version18(int x) { return x + 9; }
} // namespace v1
namespace detail::impl {
__device__ int helper19(int x) { return x * 2; }
} // namespace detail::impl
} // namespace lib17
using lib17::version18;
__device__ int layered20(int x) {
  using namespace lib17::detail::impl;
  return helper19(x) + version18(x) + lib17::v1::version18(1);
}
struct Celsius21 {
  float v;
  __host__ __device__ operator float() const { return v; }
  __host__ __device__ explicit operator bool() const { return v > 0; }
};
__host__ __device__ float convert22(float x) {
  Celsius21 m{x};
  float plain = m;
  return plain + (m ? 1 : 0);
}

static __global__ void __launch_bounds__(32 * (CONFIG_5 + (TUNE_4 + 2)), 0b10) score23_kernel(int lane24, const int* coef25, int count26, const double* __restrict__ input27) {
  extern __shared__ int dyn_28[];
  struct Local29 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local29 cnt30{1};
  int base31 = cnt30.add(count26);
  dyn_28[lane24 & 7] = coef25[lane24 & 7] + (('\'') >> coef25[3]);
  int m32 = 7LL;
  (void)m32;
  ACCUM_1(dyn_28[base31], (unpack16(lane24 ^ 26ul)));
}

int main() {
  int size33 = 3525;
  score23_kernel<<<dim3((size33 + 255) / 256, (size33 + 31) / 32, (size33 + 127) / 128), 128>>>(size33, nullptr, (CAT_2(size, 33) == sinf(6.875f)) ? size33 : sizeof(int), nullptr);
  dim3 r34((size33 + 255) / 256);
  (void)r34;
  int h35[3]{-57, int(59), 30ull};
  size33 = (size33 << (32u * h35[0])) * unpack16(h35[size33]);
  return 0;
}
