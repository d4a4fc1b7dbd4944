// cudagen 0.1 seed 0 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,main,constant_var,shared_var,static_shared,constexpr_var,enum_class,if,nested_block,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define MOD8_2(x) ((x) % 8)

#ifndef USE_FAST_PATH_3
#define TUNE_4 14
#else
#define TUNE_4 50
#endif

#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 1
#else
#define CONFIG_5 15
#endif
// Layout: row-major, no padding.

__global__ void trace6_kernel(unsigned int* __restrict__ dst7, int n8) {
  n8--;
  static __shared__ float sh_9[64];
  sh_9[2] = MOD8_2(MOD8_2(n8 * 3));
  __shared__ size_t sh_10[16];
  float u11 = 24.75f / dst7[1];
}

__global__ void __launch_bounds__(040 * (TUNE_4 + (CONFIG_5 + 1)), CONFIG_5) tally12_kernel(int stride13) {
  stride13 ^= MOD8_2(stride13 + 47) * stride13;
  unsigned long long* y14 = (unsigned long long*)nullptr;
  if (stride13 == y14[0x1]) {
    constexpr unsigned int base15 = (CONFIG_5 + 1) * (5);
    int w16 = y14[4];
  }
}
__constant__ unsigned char c_pack17 = 255L;
enum class Phase18 {
  Mul19,
  Idle20,
  On21,
  Off22,
  Green23
};
constexpr double kB24 = 9.0;

int main(void) {
  int count25 = 1158;
  count25--;
  {
    count25 = (sizeof(int));
    if (count25 <= kB24)
      return 29;
  }
  trace6_kernel<<<dim3((count25 + 0xff) / 0x100, CONFIG_5 + 511, (count25 + 63) / 64), BLOCK_SIZE_1>>>(nullptr, 0x2au);
  tally12_kernel<<<(2), (0x200)>>>(size_t((kB24)));
  return 0;
}
