// cudagen 0.1 seed 1508 valid
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,host_function,main,constexpr_var,struct,enum,using_alias,if,goto,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,cast_static,lambda,lambda_launch,macro_object,pp_ifdef,pp_if
#include "prelude.cuh"

#define CHUNK_1 128
#define RADIUS_2 (4 * 4)
#define WARPS_3 ((RADIUS_2 + RADIUS_2))
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 64
#endif

#if WARPS_3 > 59
#define CONFIG_6 5
#else
#define CONFIG_6 21
#endif
enum Color7 : unsigned int { HIGH8, SLOW9 };
using idx10_t = unsigned long;

struct Particle11 {
  double vel12;
  double weight13;
  unsigned short hi14;
};

__global__ void __launch_bounds__((64), SLOW9) pack15_kernel(const int* input16)
{
  int t17 = 5LL;
  Color7 f18 = HIGH8;
  if (((*input16) + input16[1]) > gridDim.x) {
    return;
  }
  Color7 z19 = HIGH8;
}

float host_blend20(int count21, int count22)
{
  if ((count21 > RADIUS_2) && (48 != count21)) {
    goto done23;
  }
  count21 = count21;
  count22 = 15 + (static_cast<float>(count22) + count22);
  count22 = -0x27;
done23:;
  return 26;
}

int main()
{
  int len24 = 1164;
  dim3 idx25 = dim3(0x20);
  auto fn27 = []() {
    int flag26('0');
    pack15_kernel<<<(flag26 + 255) / 256, dim3(0b10000, 2 * 0x8, 256)>>>(&flag26);
    flag26 = static_cast<float>(SLOW9);
  };
  fn27();
  if ((len24 >> len24) != len24) {
    return -len24;
  }
  int res28 = len24 / (len24 - (59UL + len24));
  return 0;
}
