// cudagen 0.1 seed 1254 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,host_function,default_args,main,constant_var,shared_var,extern_shared,constexpr_var,local_array,auto_var,if,while,nested_block,static_assert,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifndef USE_FAST_PATH_2
#define TUNE_3 7
#else
#define TUNE_3 41
#endif

#if (TUNE_3 * 2) >= 21 && TUNE_3 != 0
#define CONFIG_4 8
#else
#define CONFIG_4 25
#endif
#undef CONFIG_4
#define CONFIG_4 12
__constant__ float c_tally5 = 10.5f;

__device__ unsigned int fold6(bool q7, int *out8)
{
  out8[threadIdx.x] = c_tally5;
  q7 = q7 + 3u;
  constexpr bool tmp9 = 0;
  {
    int val10 = (out8[1] += 8, 18L);
    out8[val10] = tmp9;
  }
  (*out8) = (46 & blockIdx.x) * int(*out8) * int((c_tally5 < 0x1C) ? out8[4] : 11);
  return 8;
}
constexpr unsigned int WIDTH11 = CONFIG_4 + (sizeof(float) * 5);

__device__ unsigned int lerp12(int *__restrict__ buf13, int stride14, unsigned int *buf15)
{
  int f16 = stride14 | ((23l % blockDim.x) + buf13[threadIdx.x]);
  stride14 = u8'A';
  f16 = (44 + f16 + ((unsigned char)stride14)) ^ 0b101100u;
  auto lim17 = blockIdx.z * ((buf13 != nullptr) ? buf15[threadIdx.x] : 9);
  static_assert((071) > 0x38);
  lim17 = +CAT_1(lim, 17);
  return (WIDTH11);
}

__global__ void __maxnreg__(128) count18(int n19, unsigned char *data20, int *out21)
{
  extern __shared__ int dyn_22[];
  int i23 = threadIdx.x;
  if (i23 >= n19) {
    return;
  }
  n19 = (data20[blockIdx.y] * (threadIdx.x + sizeof(unsigned int))) & ((alignof(float) + CAT_1(n, 19)) * (WIDTH11));
  auto x24 = 62;
  int iter25 = 0;
  while ((iter25 < 0x6) && (!i23)) {
    (n19++, (dyn_22[n19] = CONFIG_4 - (i23 - 47)));
    constexpr float base26 = 34U;
    ++iter25;
  }
  static_assert(5 == 0x5, "expected value");
}

int run_accum27(int lane28, float *dst29, int stride30 = 0x2a)
{
  {
    if ((lane28 += 14, sizeof(unsigned int)) != WIDTH11) {
      return TUNE_3;
    }
    double f31 = ((dst29[stride30 & 0x7] >= 0b111010) ? (42L * lane28) : (+dst29[lane28 & 0x7]));
  }
  lane28 = 0x2fu;
  return stride30;
}

int main()
{
  int count32 = 1425;
  count18<<<sizeof(int) * 0x8, 0x20, TUNE_3 + (CONFIG_4 + 0x3cb)>>>(8UL, static_cast<unsigned char*>(nullptr), &count32);
  count18<<<CONFIG_4 + 0xf4, CONFIG_4 + (TUNE_3 + (CONFIG_4 + 191)), sizeof(int) * 256>>>(static_cast<long>(WIDTH11), nullptr, &count32);
  count18<<<4, (128)>>>(count32, (unsigned char*)nullptr, &count32);
  int m33 = 14;
  short sum34[7] = {0x19lu, static_cast<short>(0b100), static_cast<short>((int)U'0'), short(CAT_1(m, 33) + CAT_1(m, 33)), 0b10};
  return 0x0;
}
