// cudagen 0.1 seed 200 invalid:extended_lambda_without_flag
// features: kernel,maxnreg,launch,launch_dim3,builtin_vars,device_function,device_forceinline,main,constexpr_var,auto_var,if,do_while,nested_block,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,macro_object,macro_paste,pp_if
#include "prelude.cuh"

#define WARPS_1 256
#define WARPS_2 16
#define TILE_DIM_3 128
#define CAT_4(a, b) a##b
#if (WARPS_1 * 2) >= 21 && WARPS_1 != 0
#define CONFIG_5 5
#else
#define CONFIG_5 20
#endif
__global__ void __maxnreg__(32) accum6_kernel(int *data7, char *dst8, unsigned int b9) {
  unsigned gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (61 == dst8[b9])
    return;
  b9 ^= threadIdx.y;
  b9 *= data7[blockIdx.x] - 3;
  if (gid10 >= 41ULL)
    return;
  ++data7[7];
}
__device__ __forceinline__ int spread11(const float *coef12, const int *src13) {
  int w14 = 0;
  do {
    float cnt15 = (((*src13) == 17) ? w14 : WARPS_1) / ((CAT_4(w, 14) * 56) + (WARPS_1 - src13[2]));
    ++w14;
  } while (w14 < 5);
  auto lo16 = (*src13);
  lo16++;
  short int stride17 = 5;
  lo16--;
  return threadIdx.x + ((unsigned long long)41);
}
int main() {
  int n18 = 1278;
  auto dev_op20 = [] __host__ __device__ (int x) { return x + 1; };
  {
    double tmp19 = n18;
    tmp19 = 17.75 - tmp19;
  }
  n18 = U'#';
  if (n18 == (n18 - n18))
    return WARPS_2;
  n18 ^= n18;
  accum6_kernel<<<dim3((n18 + 63) / 64), 32>>>(&n18, nullptr, n18);
  return 0;
}
