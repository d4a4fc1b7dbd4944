// cudagen 0.1 seed 874 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,main,if,nested_block,comparison,comma,lit_int_suffix,cast_c,macro_object,macro_function,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define TILE_DIM_1 256
#define CHUNK_2 256
#define MOD8_3(x) ((x) % 8)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 11
#else
#define TUNE_6 47
#endif
// Computes one element per thread.

static __global__ void __launch_bounds__((TILE_DIM_1 + 768)) count7_kernel(int n8)
{
  float acc9 = n8;
  if ((acc9 - n8) >= 46) {
    return;
  }
}

int main()
{
  int n10 = 949;
  float w11 = (n10 += n10, (n10 - CAT_4(n, 10)));
  n10 = 55lu;
  {
    float z12 = MOD8_3((unsigned char)(w11 - 7L));
    count7_kernel<<<(n10 + 127) / 128, (TUNE_6 + (TUNE_6 + (TUNE_6 + 223)))>>>(3 + n10);
  }
  dim3 e13((n10 + 255) / 256, 128);
  return 0;
}
