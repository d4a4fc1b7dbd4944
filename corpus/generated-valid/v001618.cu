// cudagen 0.1 seed 1618 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,device_var,shared_var,shared_2d,constexpr_var,local_array,auto_var,struct,class_private,if,for,pragma_unroll,goto,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,method_call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#ifndef USE_FAST_PATH_1
#define TUNE_2 12
#else
#define TUNE_2 19
#endif
#if TUNE_2 % 2 == 0 || TUNE_2 < 4
#define CONFIG_3 8
#elif TUNE_2 < 0
#error unreachable configuration
#else
#define CONFIG_3 14
#endif
#undef CONFIG_3
#define CONFIG_3 24

__global__ void accum4(const short *in5, float b6, unsigned *out7) {
  auto prod8 = sizeof(double) - in5[6];
  for (int it9 = 0; it9 < 11; it9++) {
    double stride10 = *in5;
  }
  #pragma unroll 8
  for (int n11 = 4; n11 > 0; --n11)
    b6 = out7[n11];
  b6 = (b6 + (*in5)) - prod8;
}
__device__ int d_march12 = 44;
__device__ float d_mix13 = 16.25f;

class Acc14 {
  int x15;
  float weight16;
public:
  __host__ __device__ Acc14(int a17, float a18) : x15(a17), weight16(a18) {}
  __host__ __device__ int mix19(float base20) const {
    double q21[7] = {};
    double tmp22 = (x15 << 0) % (q21[2] += x15, (2 - x15));
    return (x15 | x15) << x15;
  }
  __host__ __device__ float apply23(float sum24) const {
    float f25 = 33 + ((x15 >> x15) + (9 >> x15));
    sum24--;
    return 3.f;
  }
};

__global__ void mix26(const int *input27) {
  if ((+d_mix13) <= 33) {
    goto out30;
  }
  for (int j28 = 0; j28 < d_march12; j28++) {
    __shared__ long sh_29[12][13];
    ++d_mix13;
  }
  ++d_mix13;
out30:;
}

int run_clamp31(int count32, int stride33, unsigned int cfg34) {
  ++cfg34;
  stride33 = count32;
  stride33 = stride33;
  return 0xD;
}

__global__ void __launch_bounds__(1024, 3) spread35_kernel(const float *__restrict__ input36, float *__restrict__ acc37, int *buf38) {
  ++d_mix13;
  d_mix13 = 23.125f;
  int res39 = (TUNE_2);
  res39 = d_mix13;
  constexpr char cnt40 = CONFIG_3 + 23;
}
// Helper used by the kernels below.

__global__ void norm41(Acc14 a42) {
  Acc14 lo43{d_march12, d_mix13};
  __shared__ int sh_44;
  unsigned char t45 = CONFIG_3 + a42.apply23(10lu - d_march12);
  unsigned mid46{static_cast<unsigned int>((lo43.mix19(sizeof(double))))};
  __shared__ double sh_47[7][(11)];
  int y48 = -sh_44;
}

float check_pack49(unsigned char *__restrict__ out50, int count51) {
  count51 = -10L;
  if (count51 < (*out50))
    return CONFIG_3;
  count51 = (unsigned char)run_clamp31('\?', (count51 += 2537, 0x2el), run_clamp31(count51, 61ul, CONFIG_3));
  if ((*out50) != (out50[count51] ^ out50[count51 & 0x7])) {
    goto out52;
  }
  count51 = out50[count51];
  count51--;
  run_clamp31(count51, TUNE_2, (sizeof(Acc14) | count51) | run_clamp31(-63, 0x34UL, *out50));
out52:;
  return run_clamp31(0xFF6, out50[1], 28 + count51);
}

int main() {
  int len53 = 920;
  --len53;
  len53 = len53;
  --len53;
  len53 = len53;
  Acc14 acc54{static_cast<int>(run_clamp31(TUNE_2, 0x20, len53)), static_cast<float>(run_clamp31(len53, len53, TUNE_2))};
  accum4<<<(len53 + 0x7f) / 0x80, 0x1 << 0x8, 0, 0>>>(nullptr, (float)18.625F, (unsigned*)nullptr);
  mix26<<<(len53 + 255) / 256, 0x80 * 4, (TUNE_2 + (TUNE_2 + (TUNE_2 + (TUNE_2 + 208))))>>>((const int*)nullptr);
  spread35_kernel<<<(len53 + 0177) / 128, TUNE_2 + (CONFIG_3 + 28)>>>((const float*)nullptr, (float*)nullptr, (int*)nullptr);
  return 0;
}
