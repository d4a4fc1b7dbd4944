// cudagen 0.2 seed 866 valid headers
// features: kernel,launch,launch_shared_mem,main,constexpr_var,enum_class,if,if_init,for,nested_block,shift,comparison,incdec,call,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,sizeof,macro_function,macro_statement,pp_ifdef,pp_if,call_operator,enum_underlying,nttp_enum,if_constexpr,hdr_cmath
#include <cuda_runtime.h>
#include <numeric>

#define MOD8_1(x) ((x) % 8)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#ifndef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 27
#endif
#if (TUNE_4 * 2) >= 32 && TUNE_4 != 0
#define CONFIG_5 6
#else
#define CONFIG_5 24
#endif
enum class Mode6 { Add, Mul, Sub };
template <Mode6 O = Mode6::Add>
__host__ __device__ int apply7(int a, int b) {
  if constexpr (O == Mode6::Add) {
    return a + b;
  } else if constexpr (O == Mode6::Mul) {
    return a * b;
  } else {
    return a - b;
  }
}
__host__ __device__ int policy8(int x) {
  return apply7<Mode6::Add>(x, 1) + apply7<Mode6::Mul>(x, 7) + apply7<Mode6::Sub>(x, 6) + apply7<>(x, x);
}
enum class Level9 : unsigned char { Blue10 = 3, Blue11, Low12 };
__global__ void march13(char b14) {
  b14 = CONFIG_5;
  b14 = 40UL;
  for (int n15 = 0; n15 < 8; n15++) {
    if (MOD8_1(n15) <= '\a') {
      break;
    }
    int z16 = b14;
    (void)z16;
  }
  if (b14 > b14) {
    return;
  }
}
struct Scale17 {
  int k;
  int operator()(int v) const { return v * k; }
  template <typename T>
  T operator()(T a, T b) const { return a + b; }
};
int call18(int x) {
  Scale17 fn{9};
  return fn(x) + fn(x, 1);
}
__global__ void drift19(int stride20) {
  stride20--;
  if (int r21 = -36; (stride20 * r21) < 41) {
    for (int it22 = 0; it22 < 4; it22++) {
      stride20 = ceilf(TUNE_4 << r21);
      r21 = 4;
    }
  }
  char s23 = MOD8_1(stride20);
  (void)s23;
}
int main() {
  int len24 = 912;
  len24 = 15;
  march13<<<1 << 2, 0200>>>(expf(len24 << len24));
  {
    len24 = -(-29);
    len24 = cosf(len24) * len24;
  }
  len24 = 57U;
  drift19<<<(len24 + 255) / 256, 512, sizeof(float) * 128>>>(TUNE_4);
  return 0;
}
