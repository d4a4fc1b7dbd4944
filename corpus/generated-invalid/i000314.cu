// cudagen 0.1 seed 314 invalid:device_main
// features: kernel,restrict_params,launch,launch_shared_mem,device_function,device_forceinline,device_template_function,host_function,main,device_var,constexpr_var,auto_var,using_alias,if,do_while,goto,static_assert,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 1
#else
#define TUNE_4 53
#endif

#if TUNE_4 == 1
#define CONFIG_5 6
#else
#define CONFIG_5 23
#endif
using idx6_t = unsigned int;

float warp7(idx6_t* __restrict__ acc8)
{
  if (acc8 != nullptr) {
    goto out9;
  }
  acc8[0b111] = TWICE_PLUS_2(TWICE_PLUS_1(acc8[5] - TUNE_4, acc8[0]), ((unsigned char)(*acc8)) + (acc8[0] * acc8[2]));
  acc8[6] = acc8[0] + 23;
out9:;
  return TWICE_PLUS_2(*acc8, 0x3 + acc8[0x6]) * ((8.125f - acc8[6]) * (+(*acc8)));
}
__device__ unsigned int d_rank10 = 36;
static_assert(sizeof(int) == 0b100, "expected value");

template <class T, int N = 7>
__device__ __forceinline__ T split11(T* data12, const T* coef13)
{
  T val14 = TWICE_PLUS_2(*coef13, (int)(*coef13)) + (11.625f + data12[0x6]);
  int iter15 = 0;
  if ((coef13[iter15] - 0x1b) <= coef13[iter15]) {
    goto finish20;
  }
  do {
    int pass16 = 0;
    do {
      data12[0x2] = ((float)(pass16 - iter15)) * (*data12);
      double w17 = +iter15;
      int s18 = coef13[5] + (-(+pass16));
      ++pass16;
    } while (pass16 < 6);
    auto t19 = (data12[d_rank10] + (sizeof(long) * data12[1])) - (pass16 / (iter15 - 0b111111));
    ++iter15;
  } while (iter15 < 3);
finish20:;
  return 50;
}

__global__ void filter21(int len22, int stride23, unsigned short cfg24)
{
  idx6_t r25 = stride23 * len22;
  cfg24 = d_rank10 % (r25 += cfg24, (stride23 + stride23));
  split11<float, ((TUNE_4))>(nullptr, nullptr);
  cfg24--;
  if ((28u != ((double)len22)) || (d_rank10 == 0x21)) {
    int off26 = split11(&len22, (const int*)nullptr);
  }
  double z27 = stride23;
}

__device__ int main()
{
  int len28 = 3897;
  len28 = 070UL / (len28 % 2869);
  len28 = TWICE_PLUS_2(len28 % len28, len28);
  filter21<<<64, CONFIG_5 + (TUNE_4 + (CONFIG_5 + (TUNE_4 + 18))), 256>>>(130U - (-len28), -1715, 011 * len28 * len28);
  return 0;
}
