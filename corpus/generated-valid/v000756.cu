// cudagen 0.1 seed 756 valid
// features: kernel,launch,launch_shared_mem,host_device_function,host_function,constexpr_function,main,device_array,shared_var,shared_2d,constexpr_var,local_array,for,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define WARPS_1 32
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define MOD8_3(x) ((x) % 8)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 7
#else
#define TUNE_6 30
#endif
/* Computes one element per thread. */

__global__ void blend7(int stride8, unsigned long long *buf9)
{
  buf9[stride8] = buf9[stride8];
  int t10 = (((*buf9) * 10l) << ((stride8 != stride8) ? 0b111100 : 32)) * sizeof(float);
  buf9[t10] |= (8 - CAT_4(stride, 8)) - 34ULL;
  __shared__ double sh_11[10][13];
}

constexpr int check_trace12(int stride13)
{
  float flag14{46ll};
  stride13 %= MOD8_3(stride13);
  return MAX2_2(flag14, (flag14 >= flag14) ? flag14 : stride13) - (MAX2_2(flag14, 63L) * ((int)stride13));
}
__device__ int d_tile15[32];

__host__ __device__ float pack16(const float *coef17)
{
  for (int it18 = 16; it18 > 0; --it18) {
    int stride19 = 62UL;
    stride19 = ((WARPS_1 + it18) - stride19) / ((stride19 - stride19) * (it18 >> 4));
  }
  return WARPS_1;
}

int main(void)
{
  int n20 = 1232;
  (n20++, (n20 &= (n20) * (24 - n20)));
  int stride21[8] = {4, 3854, 53, 64, 39, 0b101001};
  blend7<<<2 * 8, WARPS_1 + 480, sizeof(double) * 256>>>(stride21[2], nullptr);
  stride21[1] = -stride21[7];
  return 0;
}
