// cudagen 0.2 seed 327 valid headers
// features: kernel,launch,launch_dim3,host_device_function,main,constexpr_var,auto_var,if,goto,bitwise,shift,logical,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,cast_static,macro_function,macro_statement,pp_ifdef,pp_if,variadic_template,pack_expansion,fold_expression,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/functional>

#define SQR_1(x) ((x) * (x))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 3
#else
#define TUNE_6 21
#endif

#if TUNE_6 > 85
#define CONFIG_7 3
#else
#define CONFIG_7 9
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__host__ __device__ void pack9(size_t *dst10)
{
  auto z11 = dst10[2];
  auto diff12 = -(z11 + cosf(dst10[1]));
  (void)diff12;
  floorf(fmaxf((125e-3f), 010 + (*dst10)));
  (*dst10) = floorf(z11);
}
template <typename... Ts>
__host__ __device__ double fold13(Ts... xs) {
  return (... * static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count14(Ts... xs) {
  int values[] = {static_cast<int>(xs)...};
  return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread16(int x) {
  return static_cast<int>(fold13(x, 8.5f, 8u)) + count14(x, x, 1.0) + count14(static_cast<long>(x), 8);
}

__global__ void clamp17_kernel(double *data18, double *out19, int n20, double *out21)
{
  int base22 = ((2 + n20) ^ ((unsigned int)data18[n20 & 7])) << (-n20);
  spread16(spread16(38 + (*out19)));
  constexpr unsigned int diff23 = 20UL;
  (void)diff23;
  if ((out19[n20 & 7] != n20) || (out21[n20] != 32)) {
    goto done24;
  }
  if (base22 < cosf(n20)) {
    if (spread16(*out21))
      return;
  }
  fmaxf(5.375F, TUNE_6);
done24:;
}

int main()
{
  int size25 = 50;
  clamp17_kernel<<<dim3(1 << 3, (size25 + 31) / 32), dim3((size25 + 127) / 0b10000000, (size25 + 63) / 64, (size25 + 255) / 0400)>>>(static_cast<double*>(nullptr), nullptr, -13L, static_cast<double*>(nullptr));
  size25 = (ceilf(size25 - size25));
  return 0;
}
