// cudagen 0.1 seed 231 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,static_host_function,main,shared_var,shared_2d,static_shared,constexpr_var,local_array,if,do_while,switch,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_bool,cast_c,cast_static,sizeof,alignof,macro_object,macro_function,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define TILE_DIM_1 8
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 6
#else
#define TUNE_5 56
#endif

__device__ __forceinline__ float merge6(bool a7, long *data8, float *out9)
{
  a7 = true;
  constexpr double val10 = 18.75f;
  if (!(!a7)) {
    return (data8[3] * data8[blockDim.y]) & gridDim.z;
  }
  return data8[threadIdx.x & 7] ? (u8'z' * ((blockDim.x >= a7) ? (*out9) : 19.25f)) : sizeof(int);
}

static float check_tile11(int stride12, int len13, int *data14)
{
  switch (len13 - len13) {
  case (3): {
    int sum15[7]{5, 2L, stride12, -52, 6, len13, static_cast<int>(data14[len13])};
    break;
  }
  }
  if (len13 - TILE_DIM_1) {
    return stride12;
  }
  int w16 = 0;
  do {
    const char *e17 = "warp size";
    cudaStream_t e18 = nullptr;
    ++w16;
  } while (w16 < 5);
  constexpr int r19 = TILE_DIM_1 + 7;
  return w16;
}

__device__ long long drift20(int stride21)
{
  __shared__ float sh_22[sizeof(float) * (TUNE_5 + TILE_DIM_1)];
  __shared__ float sh_23[3][15];
  stride21 = ((' ' * threadIdx.x) + blockIdx.y) % TUNE_5;
  sh_22[stride21] = threadIdx.y;
  stride21 = (stride21 >> (stride21 ^ 32)) - (threadIdx.z >> stride21);
  return MIN2_2((stride21 << (12ul % blockIdx.x)), (((short)sh_23[stride21][stride21]) - static_cast<unsigned>(stride21)));
}
/* Computes one element per thread. */

__global__ void __launch_bounds__(sizeof(int) * (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 40)))) drift24_kernel(int count25)
{
  static __shared__ float sh_26[16];
  __shared__ double sh_27[2][1 << 1];
  {
    long t28 = (static_cast<unsigned int>(count25) + 27U) | count25;
    if (threadIdx.z <= sh_27[1][0]) {
      return;
    }
  }
  count25 -= TILE_DIM_1 << ((sh_27[1][1] > 14) ? (count25 - ' ') : (CAT_3(count, 25) * TUNE_5));
}

double scale29(int lane30, float a31)
{
  a31 += a31;
  drift24_kernel<<<(lane30 + 255) / 256, (TILE_DIM_1 + 24) * 2, 0, 0>>>(a31);
  a31 = TILE_DIM_1;
  unsigned short diff32 = lane30;
  return CAT_3(lane, 30) | TILE_DIM_1;
}

int main()
{
  int size33 = 955;
  constexpr bool hi34 = true;
  size33 *= TILE_DIM_1;
  size33 = 46;
  drift24_kernel<<<dim3((TILE_DIM_1 + 8) * (TILE_DIM_1 + 010), 2), TUNE_5 + (TUNE_5 + (TILE_DIM_1 + 136))>>>(hi34);
  long lo35 = alignof(char);
  drift24_kernel<<<(size33 + 255) / 256, 512, 512 * 8, (cudaStream_t)0>>>(size33);
  return 0;
}
