// cudagen 0.1 seed 1156 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,static_device_function,main,constant_var,constant_array,shared_var,host_global,constexpr_var,local_array,enum_class,typedef,if,if_else,if_init,while,switch,switch_fallthrough,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 64
#endif
__constant__ double c_kick5 = 9.25;

__global__ void update6(const int *coef7, short cfg8, float alpha9, const int *__restrict__ input10) {
  cfg8 = coef7[7] % ((59ul - coef7[5]) % TUNE_4);
  if (unsigned char acc11 = (cfg8 - 42) * ((coef7[cfg8 & 7] & cfg8) + TUNE_4); (cfg8 + (1514 / input10[acc11])) != (0U - c_kick5)) {
    long w12 = alpha9;
    __shared__ float sh_13[256];
  } else {
  }
}
const unsigned g_fuse14 = 0b11010l;
enum class Color15 {
  Busy16,
  Idle17 = 2,
  Red18,
  Slow19 = 9,
  Off20
};

__global__ void pack21_kernel(int *__restrict__ acc22) {
  int iter23 = 0;
  while (iter23 < 9) {
    if ((iter23 <= iter23) || (58 >= c_kick5))
      continue;
    ++iter23;
  }
  acc22[3] = acc22[iter23];
  unsigned int diff24 = c_kick5;
  switch ((*acc22) | iter23) {
  case (5):
  case 6: {
    Color15 hi25 = Color15::Idle17;
    int cnt26(iter23);
    break;
  }
  default:
    break;
  }
}

__device__ __noinline__ int fold27(const unsigned int *src28) {
  Color15 flag29 = Color15::Red18;
  flag29 = flag29;
  int y30[7] = {58, static_cast<int>((*src28) % (*src28)), 4, 026L, 8, 033};
  Color15 prod31 = flag29;
  return TUNE_4;
}
__constant__ double c_step32 = 21.;
typedef int *ptr33_t;
__constant__ float c_fuse34[2] = {4.375f, 28};

inline static __device__ unsigned clamp35(float *__restrict__ data36, int len37, double p38) {
  unsigned y39[4]{57lu, u'z', 4047, 37lu};
  __shared__ double sh_40[256];
  unsigned long h41 = ((c_fuse34[len37] == MIN2_1(sh_40[39], 0b100010u)) || ((c_fuse34[len37 & 1] - 19lu) != 63ll)) ? c_kick5 : (55 - (sh_40[len37] * c_kick5));
  float base42{static_cast<float>((len37 += TUNE_4, 24.375f))};
  int stride43 = ((float)(p38 * c_kick5));
  h41 = (64U % h41) / (026 * data36[stride43 & 7]);
  return MIN2_1(y39[0b11] + TUNE_4, c_kick5 * 062);
}

int main() {
  int size44 = 05002;
  unsigned prod45(0b10100UL);
  unsigned int t46(g_fuse14);
  size44--;
  Color15 m47 = Color15::Red18;
  Color15 stride48 = Color15::Busy16;
  update6<<<dim3(2), 2 * 16, 0, (cudaStream_t)0>>>(nullptr, t46, prod45, &size44);
  pack21_kernel<<<(prod45 + 31) / 32, dim3(sizeof(float) * 0b10000, sizeof(float) * 128, 64), (TUNE_4 + 192), (cudaStream_t)0>>>(&size44);
  return 0;
}
