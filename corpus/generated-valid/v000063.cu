// cudagen 0.1 seed 63 valid
// features: kernel,kernel_static,grid_constant,launch,host_device_function,main,constexpr_var,local_array,struct,using_alias,if,for,switch,switch_fallthrough,goto,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))

#ifdef USE_FAST_PATH_3
#define TUNE_4 2
#else
#define TUNE_4 59
#endif

#if TUNE_4 > 37
#define CONFIG_5 4
#else
#define CONFIG_5 32
#endif
// NOTE: keep in sync with the host reference.

struct Body6 {
  double z7;
  short int w8;
  float flag9;
};

static __global__ void apply10_kernel(__grid_constant__ const Body6 q11, int len12, bool alpha13, const char *coef14)
{
  if (q11.z7 <= len12) {
    goto finish16;
  }
  if ((len12 & 1)) {
    return;
  }
  (len12++, (len12 = static_cast<double>(q11.w8)));
  if (len12 == alpha13) {
    unsigned f15[6]{10, unsigned(TUNE_4), 3u, 3950, 0x29E, static_cast<unsigned int>(len12)};
    len12 = HALF_1(q11.w8);
  }
finish16:;
}
using idx17_t = unsigned char;

__host__ __device__ int fuse18(int stride19, float q20)
{
  if (stride19 != stride19) {
    goto done25;
  }
  stride19 = static_cast<int>(~(stride19 - TUNE_4));
  for (int i21 = 0x0, j22 = 2; i21 < j22; (++i21, (--j22))) {
    switch (stride19 >> i21) {
    case 0: {
      unsigned int stride23 = CONFIG_5;
      [[fallthrough]];
    }
    case 3: {
      q20 = stride19 - (HALF_1(i21) * q20);
      double q24 = (stride19 * stride19) + (3 / (i21 - 13.75));
      [[fallthrough]];
    }
    case CONFIG_5 * 2:
      break;
    }
  }
done25:;
  return (~stride19) + q20;
}

int main()
{
  int n26 = 868;
  int hi27 = (n26 >= (n26 - n26)) ? (float(11.625f) * n26) : (n26 ^ n26);
  unsigned int y28 = n26;
  Body6 r29 = Body6{82, 0x5u, 17};
  float u30{float(((53ul * hi27) + (hi27 += y28, 0b1000000)) & (12L - (n26 - hi27)))};
  double acc31 = ((20 - n26) % (52 * r29.w8));
  int flag32{n26};
  apply10_kernel<<<(flag32 + 255) / 256, 1 << 5>>>(Body6{}, hi27 | (2), (n26 += 0x30, MIN2_2(hi27, hi27)), static_cast<const char*>(nullptr));
  return 0;
}
