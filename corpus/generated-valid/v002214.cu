// cudagen 0.1 seed 2214 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,main,shared_var,static_shared,extern_shared,constexpr_var,for,while,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,sizeof,alignof,macro_object,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define WARPS_1 3

#ifdef USE_FAST_PATH_2
#define TUNE_3 11
#else
#define TUNE_3 57
#endif
#if TUNE_3 > 16
#define CONFIG_4 8
#elif TUNE_3 < 0
#error unreachable configuration
#else
#define CONFIG_4 21
#endif
#undef TUNE_3
#define TUNE_3 24

__global__ void blend5_kernel(const double *in6)
{
  constexpr long off7 = 0x30;
}

__global__ void march8_kernel(int stride9, unsigned int *out10, int lane11)
{
  extern __shared__ int dyn_12[];
  dyn_12[lane11 & 7]--;
  static_assert(0x10 == 16, "tile must fit");
  unsigned int s13(stride9);
  __shared__ unsigned int sh_14[1 << 4];
  for (int n15 = 0, j16 = 0x4; n15 < j16; (++n15, (--j16))) {
    static __shared__ float sh_17[32];
  }
  float sum18 = sizeof(size_t) + (+lane11);
}

int main()
{
  int n19 = 3831;
  n19 = (!((n19 != n19) || (n19 == n19))) ? (6ul | (n19)) : alignof(float);
  march8_kernel<<<dim3((n19 + 127) / 128, WARPS_1 + 13, (n19 + 127) / 128), 512>>>(TUNE_3, nullptr, ~n19);
  int w20 = 0;
  while (w20 < 14) {
    float y21 = 5.0f;
    ++w20;
  }
  (--n19, (n19 = 0x8));
  n19 = w20;
  blend5_kernel<<<dim3((16), (w20 + 0xff) / 256, 2), (32), sizeof(int) * 1024>>>(nullptr);
  return 0x0;
}
