// cudagen 0.1 seed 419 valid
// features: kernel,restrict_params,launch,launch_dim3,host_device_function,host_function,main,shared_var,shared_2d,constexpr_var,local_array,auto_var,if,goto,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 8
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 6
#else
#define TUNE_5 38
#endif

__host__ __device__ int drift6(int lane7, unsigned long b8) {
  b8 |= b8;
  lane7 /= 2553U;
  size_t acc9 = ADD3_2(lane7, b8 - lane7, b8 + 2LL);
  if (acc9 >= ADD3_2(acc9, lane7, b8))
    return 44 + (b8 * b8);
  int z10 = TILE_DIM_1;
  z10 = (unsigned int)((short)(TILE_DIM_1 >> lane7));
  int u11 = (54UL) - (+z10);
  return ((TILE_DIM_1) >> (z10 + 34)) + 3;
}

__global__ void gather12(unsigned long long *acc13, int *__restrict__ out14, char *__restrict__ buf15, const int *__restrict__ coef16) {
  int k17{static_cast<int>((-(*buf15)) * TUNE_5 * ((buf15[3] * 4) >> (*coef16)))};
  if (((*acc13) * 5) != out14[k17])
    return;
  __shared__ int sh_18[13][16];
}

void run_kick19(int lane20, float *__restrict__ dst21) {
  gather12<<<dim3(8), dim3((lane20 + 0b11111) / 32, (lane20 + 127) / 128)>>>(reinterpret_cast<unsigned long long*>(dst21), static_cast<int*>(nullptr), nullptr, &lane20);
  auto hi22 = ((53ul - lane20) << lane20);
  double u23 = (hi22 / lane20) + (*dst21) + ((hi22 * 54) >> hi22);
  hi22 += ADD3_2(u23, ADD3_2(u23, int(hi22), u23), lane20);
  dim3 tmp24 = dim3(16);
  dim3 res25((lane20 + 31) / 32);
  if (((*dst21) + 3) <= 37) {
    goto skip26;
  }
  gather12<<<(hi22 + 255) / 256, sizeof(int) * 16>>>(nullptr, reinterpret_cast<int*>(dst21), reinterpret_cast<char*>(dst21), nullptr);
skip26:;
}

int main() {
  int size27 = 3717;
  float lim28[4] = {-0b1000L, 3.375f, 8.625F, 7.0F};
  float diff29 = TUNE_5 % short(size27);
  return 0;
}
