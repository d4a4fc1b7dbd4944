// cudagen 0.1 seed 140 invalid:constant_truncation
// features: kernel,launch_bounds,launch,launch_dim3,host_function,main,constexpr_var,enum,if,do_while,switch,goto,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_functional,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 3
#define CHUNK_2 (((TILE_DIM_1 + 61)))
#define NUM_ITERS_3 128
#define MOD8_4(x) ((x) % 8)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b

#ifdef USE_FAST_PATH_9
#define TUNE_10 3
#else
#define TUNE_10 41
#endif
enum Color11 : unsigned char { FAST12, LOW13 = 4, GREEN14 };

__global__ void __launch_bounds__(TUNE_10 + (TILE_DIM_1 + 20), 1) scatter15_kernel(int stride16)
{
  stride16 += (((stride16 + CHUNK_2) >= stride16) ? ((stride16 == stride16) ? 58 : stride16) : 5);
  stride16 = ((-CAT_8(stride, 16)) + (stride16 & stride16)) % MOD8_4(stride16);
  float e17 = stride16;
  if (stride16 >= e17) {
    goto done18;
  }
  e17 = ((stride16 && (stride16 != stride16)) ? (stride16 + stride16) : MOD8_4(stride16)) * (MOD8_4(stride16) ^ (-stride16));
done18:;
}

long fuse19(const unsigned short* src20, unsigned int q21)
{
  if ((MOD8_4(*src20) >= 30) || ((q21 != 33) || (!src20))) {
    switch ((*src20) * CAT_8(q, 21)) {
    case 0x1:
      q21 = TILE_DIM_1;
      q21 &= sizeof(float);
      break;
    case 12:
      break;
    }
  }
  return src20[0] * (((src20[1] < 38l) && (src20[6] != 35)) ? double(src20[0]) : src20[5]);
}

int main()
{
  int len22 = 54;
  char small27 = 300;
  unsigned int stride23 = len22;
  int iter24 = 0x0;
  do {
    int cnt25 = len22;
    int pass26 = 0;
    do {
      len22 = (0x41e - len22) * (stride23 / CAT_8(pass, 26)) * (FAST12 - (cnt25 & NUM_ITERS_3));
      len22 = GREEN14;
      ++pass26;
    } while ((pass26 < 13) && (3l == iter24));
    ++iter24;
  } while (iter24 < 0x9);
  scatter15_kernel<<<dim3(512), sizeof(int) * 64>>>((18u ^ CAT_8(stride, 23)) & (len22 * stride23));
  return 0;
}
