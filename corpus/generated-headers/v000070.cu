// cudagen 0.2 seed 70 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,host_function,main,shared_var,extern_shared,local_array,auto_var,nested_namespace,switch,switch_fallthrough,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_stringize,explicit_specialization,if_constexpr,type_traits,using_directive
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <utility>
#include <cooperative_groups.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
namespace api5 {
__device__ int version6(int x) { return x + 7; }
namespace detail::impl {
__device__ int helper7(int x) { return x * 2; }
} // namespace detail::impl
} // namespace api5
__device__ int layered8(int x) {
  using namespace api5::detail::impl;
  return helper7(x) + api5::version6(x);
}
template <typename T> struct IsReal10 { static constexpr bool value = false; };
template <> struct IsReal10<float> { static constexpr bool value = true; };
template <> struct IsReal10<double> { static constexpr bool value = true; };
template <typename T>
__device__ int classify9(T v) {
  if constexpr (IsReal10<T>::value) {
    return static_cast<int>(v * 3);
  } else if constexpr (sizeof(T) == 8) {
    return static_cast<int>(v) + 3;
  } else {
    return static_cast<int>(v) + 1;
  }
}

void run_spread11(double alpha12, double alpha13, int *__restrict__ data14)
{
  if constexpr (sizeof(void *) == 4) {
    long long hi15[sizeof(float)]{static_cast<long long>(-61), static_cast<long long>(-11), 787u, static_cast<long long>(alpha12)};
    (void)hi15;
    float prod16 = 12;
    (void)prod16;
  }
  const char *h17 = STR_3(tile size);
  (void)h17;
}

__global__ void lerp18(int stride19, const unsigned int *coef20)
{
  switch (stride19) {
  case 10:
    (--stride19, (stride19 = coef20[1]));
    stride19--;
    break;
  case 6: {
    int lo21 = stride19 % (58 << (coef20[stride19]));
    (void)lo21;
    [[fallthrough]];
  }
  case (5):
    break;
  default:
    break;
  }
}

__global__ void drift22_kernel(long *out23, int *buf24, int n25, const int *input26)
{
  extern __shared__ int dyn_27[];
  (*buf24) = (20 << input26[n25]) - 'A';
  unsigned lim28 = n25;
  dyn_27[3]--;
  (*buf24) = MAX2_1((buf24[lim28] - input26[1]), buf24[n25] / (32 >> dyn_27[1]));
  auto s29 = (lim28 <= (53 * lim28)) ? sizeof(short) : 0b11101l;
  (void)s29;
}

int main()
{
  int n30 = 325;
  n30 = 23U;
  drift22_kernel<<<1 << 9, dim3((n30 + 255) / 256, (n30 + 31) / 32), sizeof(float) * 64>>>(nullptr, (int*)nullptr, ('z' - n30) / (36 / n30), nullptr);
  lerp18<<<(n30 + 63) / 64, 256>>>((size_t)n30, nullptr);
  return 0b0;
}
