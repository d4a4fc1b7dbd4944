// cudagen 0.1 seed 591 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,main,constexpr_var,if,nested_block,ternary,shift,pointer_arith,array_index,lit_int_octal,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define RADIUS_1 16
#define BLOCK_SIZE_2 (020)
#define LOW_BITS_3(x) ((x) & 0xF)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 6
#else
#define TUNE_7 48
#endif
#if BLOCK_SIZE_2 == 16
#define CONFIG_8 7
#elif BLOCK_SIZE_2 < 0
#error unreachable configuration
#else
#define CONFIG_8 32
#endif
#undef BLOCK_SIZE_2
#define BLOCK_SIZE_2 2

__global__ void norm9_kernel(float q10, short* data11, float* acc12) {
  {
    acc12[5] = q10;
    double res13 = RADIUS_1;
  }
  if (data11 == nullptr)
    return;
  unsigned k14 = (!data11) ? (-acc12[4]) : float(2.625f);
  unsigned sum15{k14};
}

int main() {
  int count16 = 3498;
  norm9_kernel<<<1, dim3((BLOCK_SIZE_2 + 6), 8, (4)), sizeof(float) * 128>>>(21, nullptr, (float*)nullptr);
  norm9_kernel<<<dim3(BLOCK_SIZE_2 + (TUNE_7 + (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 8)))), 1 << 2), dim3((count16 + 63) / 64), (CONFIG_8 + (TUNE_7 + (BLOCK_SIZE_2 + 7))) * 16, 0>>>(2.5f, (short*)nullptr, nullptr);
  return 0;
}
