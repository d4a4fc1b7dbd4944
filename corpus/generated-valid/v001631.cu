// cudagen 0.1 seed 1631 valid
// features: kernel,launch,launch_dim3,device_function,main,constexpr_var,local_array,const_local,if,if_init,do_while,switch,goto,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,pp_if
#include "prelude.cuh"

#define WARPS_1 128
#define BLOCK_SIZE_2 256
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#if WARPS_1 > 32
#define CONFIG_5 4
#else
#define CONFIG_5 21
#endif

__global__ void fold6(int stride7, float* acc8, int len9, float alpha10)
{
  if (alpha10 <= 25ul) {
    goto skip14;
  }
  alpha10 = len9 % ((WARPS_1 & stride7) + CONFIG_5);
  switch (stride7 * stride7) {
  case 7: {
    float res11 = (3.625f + len9);
    break;
  }
  case 10:
    stride7 += len9;
    break;
  case CONFIG_5 + 2: {
    unsigned int acc12 = 5ll;
    break;
  }
  case 5: {
    int e13 = WARPS_1;
    break;
  }
  default:
    break;
  }
skip14:;
}

__device__ int fold15(int count16)
{
  int pass17 = 0;
  do {
    if (const double off18 = count16; pass17 <= CONFIG_5) {
      if (off18 <= (22 + count16)) {
        if (59 > off18)
          continue;
      }
    }
    ++pass17;
  } while (pass17 < pass17);
  if (count16 != count16)
    return static_cast<unsigned>(pass17);
  return 18;
}

int main(void)
{
  int len19 = 181;
  unsigned char s20[sizeof(int)] = {60, 0b11100010L, static_cast<unsigned char>(WARPS_1 - len19), static_cast<unsigned char>(2)};
  fold6<<<32, dim3((len19 + 63) / 64)>>>(62U | (s20[len19] + s20[3]), (float*)nullptr, 0b111101U, (len19 + s20[len19 & 3]) ^ len19);
  double x21[4]{5.0, 3733ul, 0x1p1, double(s20[len19])};
  return 0;
}
