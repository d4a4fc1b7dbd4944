// cudagen 0.1 seed 1572 valid
// features: kernel,launch,launch_dim3,builtin_vars,main,constexpr_var,if,for,ternary,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,lambda,lambda_capture_value,lambda_mutable,macro_object,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define RADIUS_1 128
#define RADIUS_2 (0b10 * (0b10 * 2))
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 4
#else
#define TUNE_5 33
#endif
#if TUNE_5 % 2 == 0 || TUNE_5 < 4
#define CONFIG_6 2
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 28
#endif

__global__ void bias7_kernel(int *dst8, const long *coef9) {
  int i10 = threadIdx.x;
  if (int(*dst8) >= coef9[4])
    return;
  dst8[i10] = (coef9 == nullptr) ? static_cast<float>(1.5f) : ((i10 + (*dst8)) - (i10));
  dst8[blockIdx.z] -= i10 & i10;
  unsigned char z11 = *dst8;
  int h12 = z11;
  dst8[1] = TUNE_5;
}

int main() {
  int n13 = 169;
  for (int j14 = 0; j14 < n13; ++j14) {
    for (int i15 = 0; i15 < 5; i15++) {
      int u16{42};
      auto lam18 = [=]() mutable {
        dim3 h17 = dim3(CONFIG_6 + 036, 0b100);
      };
      lam18();
      if ((i15 * 0b11u) > 32LL)
        return i15;
    }
  }
  bias7_kernel<<<dim3((n13 + 077) / 64), dim3((n13 + 127) / 128)>>>(&n13, (const long*)nullptr);
  return 0;
}
