// cudagen 0.1 seed 310 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,host_function,main,constexpr_var,local_array,for,switch,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 128
#define NUM_ITERS_2 16
#define NUM_ITERS_3 256
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 8
#else
#define TUNE_7 23
#endif

#if NUM_ITERS_3 == 256
#define CONFIG_8 1
#else
#define CONFIG_8 27
#endif
#undef TUNE_7
#define TUNE_7 8

__device__ signed char drift9(float* data10, float* dst11)
{
  for (int j12 = 0; j12 < 5; ++j12) {
    for (int i13 = 4; i13 > 0; --i13)
      dst11[j12] = TUNE_7 * j12;
  }
  dst11[0]--;
  int val14[7] = {};
  ++(*dst11);
  dst11[0] = ((data10[7] * (*data10)) > dst11[0x0]) ? 23.125f : 3.5F;
  return 9l;
}

__global__ void reduce15_kernel(const unsigned int* __restrict__ src16, float* __restrict__ data17, int n18)
{
  --n18;
  n18 += static_cast<int>(data17[3]);
  unsigned int y19(data17[3]);
}

double host_scatter20(int lane21)
{
  lane21 = -lane21;
  dim3 k22 = dim3((lane21 + 31) / 0x20, (lane21 + 127) / 128, (CONFIG_8 + 0x1) * NUM_ITERS_2);
  int val23 = ((lane21 + '#') >= lane21) ? (58 + lane21) : lane21;
  double off24 = (float)(int(val23));
  val23 = 3761;
  return ((off24 > 4L) ? lane21 : char(lane21)) - ((val23 - lane21) ? ((float)val23) : 17l);
}

int main()
{
  int count25 = 1681;
  host_scatter20(TILE_DIM_1);
  long r26 = count25;
  switch (count25) {
  case (CONFIG_8 + (CONFIG_8 + 2)):
    count25 |= r26 + sizeof(int);
    break;
  case (12):
    r26 ^= (30 * (r26)) + ((r26 == r26) ? (r26 + 15) : (53 + r26));
    break;
  }
  reduce15_kernel<<<sizeof(float) * (TUNE_7 + TUNE_7), sizeof(int) * (TUNE_7 + 56), sizeof(int) * 64>>>((const unsigned int*)nullptr, nullptr, count25);
  return 0;
}
