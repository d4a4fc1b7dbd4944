// cudagen 0.1 seed 1983 valid
// features: kernel,launch_bounds,restrict_params,launch,builtin_vars,device_function,device_noinline,main,shared_var,static_shared,constexpr_var,local_array,auto_var,if,for,do_while,goto,nested_block,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define USE_FAST_PATH_2

#ifndef USE_FAST_PATH_2
#define TUNE_3 11
#else
#define TUNE_3 27
#endif

#if TUNE_3 % 2 == 0 || TUNE_3 < 4
#define CONFIG_4 1
#else
#define CONFIG_4 31
#endif

__global__ void __launch_bounds__((01000), 0x2) step5_kernel(unsigned q6) {
  int tid7 = threadIdx.x;
  __shared__ short sh_8[8 * 16];
  int iter9 = 0;
  do {
    for (int i10 = 3; i10 > 0; --i10) {
      double res11 = iter9;
    }
    if ((tid7 > 23) && ((warpSize >= 33) || (iter9 >= threadIdx.x))) {
      q6 = (sh_8[53] % (gridDim.y + CONFIG_4)) + (tid7 + (+tid7));
    }
    ++iter9;
  } while ((iter9 < 8) && (static_cast<double>(tid7) > threadIdx.y));
  int acc12(TWICE_PLUS_1(iter9, q6 - gridDim.y));
}

__device__ __noinline__ int mix13(const unsigned long *coef14, const float *coef15, unsigned long long p16) {
  p16 = (*coef14) - 22;
  if (!coef15) {
    return (p16 / 4823u) / static_cast<unsigned long long>(35);
  }
  int cnt17{3};
  if ((gridDim.z / p16) >= 16) {
    goto out18;
  }
  p16 = float(4.75F);
out18:;
  return 63U;
}

__device__ int pack19(float *__restrict__ acc20) {
  float s21 = ((*acc20) - CONFIG_4) - static_cast<int>(59);
  int t22[0b1 << 3]{static_cast<int>(*acc20), 9, 3, 19, 17, 6, int(s21), 0x12};
  int stride23 = ((0b0 | t22[0b1]) % static_cast<short int>(blockIdx.y)) - ((t22[0b1] + blockIdx.y) - (040));
  {
    (++t22[7], (s21 = (~(sizeof(char) & stride23)) ^ ((stride23 + stride23) & (0b111001lu - threadIdx.x))));
    static __shared__ double sh_24[16];
  }
  return acc20[3];
}

int main() {
  int size25 = 2566;
  step5_kernel<<<(size25 + 255) / 256, (512)>>>(CONFIG_4);
  auto e26 = size25;
  size25 = (e26 & size25) + ((3 * size25) << size25);
  size25 = (e26 += size25, size25) + sizeof(int);
  float s27 = static_cast<float>(0x9);
  size25 = e26;
  return 0;
}
