// cudagen 0.2 seed 939 valid headers
// features: kernel,launch,main,constexpr_var,const_local,nested_namespace,incdec,comma,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_c,cast_static,macro_paste,pp_ifdef,pp_if,inline_namespace,using_declaration,using_directive,exceptions,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <cuda/std/array>
#include <cuda/std/functional>

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 15
#else
#define TUNE_3 24
#endif

#if TUNE_3 == 15
#define CONFIG_4 2
#else
#define CONFIG_4 21
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
namespace lib6 {
inline namespace v2 {
__device__ int version7(int x) { return x + 1; }
} // namespace v2
namespace detail::impl {
__device__ int helper8(int x) { return x * 4; }
} // namespace detail::impl
} // namespace lib6
using lib6::version7;
__device__ int layered9(int x) {
  using namespace lib6::detail::impl;
  return helper8(x) + version7(x) + lib6::v2::version7(1);
}
namespace core10 {
inline namespace v1 {
__host__ __device__ int version11(int x) { return x + 2; }
} // namespace v1
namespace detail::impl {
__host__ __device__ int helper12(int x) { return x * 2; }
} // namespace detail::impl
} // namespace core10
using core10::version11;
__host__ __device__ int layered13(int x) {
  using namespace core10::detail::impl;
  return helper12(x) + version11(x) + core10::v1::version11(1);
}

__global__ void march14(int len15, int len16, int lane17, int n18) {
  const unsigned char k19 = (unsigned)(-sqrtf(1071));
  (void)k19;
  int lo20 = n18 + n18;
  long long t21 = (+(TUNE_3 + lo20));
  (void)t21;
  const signed char q22 = CAT_1(n, 18) + ceilf((len16));
  (void)q22;
}

int main() {
  int count23 = 1850;
  count23++;
  float off24 = expf(-core10::version11(24UL));
  try {
    int h25 = fminf(-(-14.75f), off24 / count23) * count23;
    (void)h25;
    march14<<<(count23 + 127) / 128, 0b100000>>>(off24, static_cast<double>(24.75f) + (CAT_1(h, 25) + 0x7), count23, off24);
    if (count23 > 50) {
      throw 50;
    }
  } catch (int) {
  }
  floorf(sqrtf((count23 += CAT_1(count, 23), count23)));
  return 0x0;
}
