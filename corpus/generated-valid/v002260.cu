// cudagen 0.1 seed 2260 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,device_function,host_function,constexpr_function,main,constexpr_var,local_array,auto_var,if,switch,goto,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 11
#else
#define TUNE_3 22
#endif

#if TUNE_3 == 11
#define CONFIG_4 3
#else
#define CONFIG_4 19
#endif

__device__ size_t combine5(char* acc6)
{
  float lo7 = TUNE_3 + acc6[1];
  if ((acc6[2] + 38) >= lo7) {
    return float(9.5F) - (acc6[2] / lo7);
  }
  lo7 += acc6[2] / (lo7 + (lo7 * acc6[3]));
  switch (*acc6) {
  case CONFIG_4: {
    int stride8[4] = {3246, 47, 2017, static_cast<int>((lo7 >= 24) ? 41U : lo7)};
    bool e9 = int(0xD * acc6[6]) - 1;
    break;
  }
  case 10: {
    int cnt10 = ((((*acc6) - 13) + int(acc6[7])) == 22) ? ((CONFIG_4) + (lo7 + 0x12L)) : (((lo7 >= CONFIG_4) ? lo7 : 16) + (0x2Aul + lo7));
    break;
  }
  case (0x2):
    break;
  case CONFIG_4 + 4:
    break;
  }
  return acc6[5] + lo7;
}

__global__ void scale11_kernel(int n12, unsigned int beta13, int len14)
{
  unsigned int z15 = +((sizeof(double) * beta13) - CAT_1(len, 14));
  if ((beta13 * 0x19) < n12) {
    goto done18;
  }
  if (!(((n12 != beta13) ? 848 : len14) <= n12)) {
    int q16 = sizeof(long long) - (-n12);
    float* res17 = nullptr;
  }
done18:;
}

constexpr int check_trace19(int n20)
{
  return ((n20 < TUNE_3) && n20) ? 5 : 2900UL;
}

int main()
{
  int n21 = 3431;
  bool stride22 = CAT_1(n, 21) * n21;
  n21 &= 1473UL;
  scale11_kernel<<<dim3((1), (n21 + 63) / 64), 256 * 0x2, 0>>>((stride22 * 0x8) + (stride22 % stride22), ((stride22 <= sizeof(float)) ? sizeof(int) : stride22) + n21, stride22);
  scale11_kernel<<<dim3((32)), dim3(128)>>>((unsigned short)(n21 - u'z'), stride22, -41);
  auto base23 = stride22;
  return 0;
}
