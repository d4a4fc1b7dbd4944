// cudagen 0.2 seed 17 valid headers
// features: kernel,kernel_from_macro,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,main,constexpr_var,local_array,const_local,static_local,if,if_init,ternary,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,macro_function,macro_paste,pp_ifdef,pp_undef,variadic_template,pack_expansion,if_constexpr,structured_binding
#include <cuda_runtime.h>
#include <array>
#include <type_traits>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 55
#endif
#undef TUNE_5
#define TUNE_5 8

__global__ void __launch_bounds__(128 * 4, 0x4) weigh6(int n7, const short *__restrict__ input8, int *acc9) {
  if constexpr (sizeof(double) == 4) {
    int diff10[2] = {n7, 63};
    (void)diff10;
    if (acc9 == nullptr)
      return;
  } else {
  }
}
struct Result11 {
  int first;
  unsigned second;
};
__device__ Result11 make12(int x) { return Result11{x, static_cast<unsigned>(x)}; }
__device__ int unpack13(int x) {
  auto [a, b] = make12(x);
  int arr[3] = {x, 1, 2};
  auto &[p, q, r] = arr;
  Result11 v{x, static_cast<unsigned>(x)};
  auto &&[m, n] = v;
  return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

__host__ __device__ void pivot14(double b15, const float *coef16, int *out17) {
  float m18[5] = {7.0F, 0x1p1F, 0x1p2F, 22.5f, 32};
  (void)m18;
  unsigned f19 = coef16[0];
  if (float cnt20 = coef16[f19 & 0x7]; (long)b15) {
    float e21 = f19;
    (void)e21;
    if constexpr (sizeof(void *) == 4) {
      const int off22 = f19;
      (void)off22;
    } else {
    }
  }
}
#define DEFINE_MAP_KERNEL_23(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_23(map_bump24, unsigned int)
DEFINE_MAP_KERNEL_23(map_smooth25, float)
__device__ inline double fold26() { return 0.0; }
template <typename T, typename... Rest>
__device__ double fold26(T first, Rest... rest) {
  return static_cast<double>(first) + fold26(rest...);
}
template <typename... Ts>
__device__ int count27(Ts... xs) {
  return static_cast<int>(sizeof...(xs));
}
__device__ int spread29(int x) {
  return static_cast<int>(fold26(x, 9.5f, 9u)) + count27(x, x, 1.0) + count27(static_cast<long>(x), 9);
}

int main(void) {
  int len30 = 3229;
  double t31 = -len30;
  short h32[4]{41ul, 19u, 0x772, static_cast<short>(len30)};
  double acc33 = (TUNE_5 + h32[len30]) - ((4750 - h32[0b11]) >> TUNE_5);
  (void)acc33;
  static float x34 = -18.0f;
  if ((h32[len30 & 3] | 50L) == t31)
    return TUNE_5 / (h32[2] & h32[len30]);
  weigh6<<<dim3(0x10 * 4, 32), 1 << 0x8>>>(x34, h32, nullptr);
  map_bump24<<<dim3((len30 + 127) / 128, 1 << (TUNE_5 + 1), (len30 + 31) / 0x20), TUNE_5 + (TUNE_5 + 0x70), 0>>>(nullptr, (short)29);
  map_smooth25<<<dim3((len30 + 0xFF) / 0x100, TUNE_5 + (TUNE_5 + (TUNE_5 + 104)), (len30 + 255) / 256), (0x20), 256 * 4>>>(nullptr, ((len30 - 0x7) == x34) ? t31 : x34);
  return 0;
}
