// cudagen 0.1 seed 497 invalid:class_redefinition
// features: kernel,launch,launch_dim3,host_function,constexpr_function,main,device_var,constexpr_var,local_array,if,for,ternary,bitwise,shift,logical,comparison,comma,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,sizeof,macro_function,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MOD8_2(x) ((x) % 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifndef USE_FAST_PATH_6
#define TUNE_7 12
#else
#define TUNE_7 22
#endif

#if TUNE_7 == 12
#define CONFIG_8 5
#else
#define CONFIG_8 9
#endif
__device__ float d_drift9 = 3.5f;
// Layout: row-major, no padding.

__global__ void mix10(int stride11) {
  for (int n12 = 0; n12 < 0xd; ++n12) {
    d_drift9 = (3 <= ((n12 * CONFIG_8) + (stride11 / TUNE_7))) ? ((TUNE_7 + stride11) * stride11) : MOD8_2(MOD8_2(n12));
    unsigned char s13((stride11 += d_drift9, ((n12 + 62) / (-d_drift9))));
  }
  double sum14[4]{u'z', 24, 5, 21};
  stride11 = d_drift9;
  stride11 = 63;
  d_drift9 = d_drift9;
}

constexpr int filter15(int count16, float p17) {
  int res18 = 34;
  size_t base19 = MOD8_2(res18) | ((res18 += sizeof(int), 4314l) >> res18);
  return (count16 ^ (res18 | count16)) * base19;
}
struct Config21 {
    int a;
};
struct Config21 {
    float b;
};

int main() {
  int count20 = 563;
  if (!(count20 & 1)) {
    return 0x6 + count20;
  }
  count20 = ADD3_1((count20 * 33) % (64 + count20), 7, (count20 += count20, ((count20 < count20) ? count20 : 0x6)));
  mix10<<<dim3(CONFIG_8 + 3, (count20 + 31) / 32, 0200), dim3((CONFIG_8 + (TUNE_7 + 111)))>>>(17);
  return 0x0;
}
