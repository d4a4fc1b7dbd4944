// cudagen 0.1 seed 691 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,static_device_function,host_device_function,device_template_function,host_function,main,shared_var,constexpr_var,local_array,if,for,do_while,static_assert,ternary,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,cast_const,sizeof,macro_function,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 1
#else
#define TUNE_4 46
#endif
#if (TUNE_4 * 2) >= 4 && TUNE_4 != 0
#define CONFIG_5 1
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 10
#endif

template <typename T, int N>
__host__ __device__ T apply6(T *__restrict__ acc7, int n8, float a9) {
  for (int i10 = 0; i10 < n8; ++i10) {
    a9 = (-(*acc7)) + (CAT_2(n, 8) * N);
  }
  acc7[n8] = (CAT_2(a, 9) <= a9) ? 3.5F : N;
  a9 = n8;
  return 32U;
}
/* Computes one element per thread. */

__global__ void rank11_kernel(float *data12, unsigned *data13, const signed char *in14) {
  unsigned tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  float hi16 = ADD3_1((warpSize == (*in14)) ? threadIdx.z : data13[tid15], ((31 + tid15) - apply6<long, 1>(reinterpret_cast<long*>(data12), tid15, in14[blockIdx.x])), TUNE_4);
  hi16 = tid15;
}
static_assert(0x1c > 27, "expected value");

__global__ void lerp17(signed char *__restrict__ data18, const float *input19, const int *in20) {
  int idx21 = threadIdx.x;
  int iter22 = 0x0;
  do {
    (*data18) = apply6<long, 0x3>(reinterpret_cast<long*>(data18), 14ULL - apply6<int, 6>(reinterpret_cast<int*>(data18), warpSize, blockIdx.z), *input19);
    ++iter22;
  } while (iter22 < iter22);
  __shared__ unsigned int sh_23;
  (*data18) = apply6<int, 3>(reinterpret_cast<int*>(data18), (((*input19) < 35) ? 38UL : 9) / sh_23, 21.5F + blockDim.x);
}
// Layout: row-major, no padding.

static __device__ unsigned int tally24(const char *__restrict__ input25, int stride26) {
  __shared__ int sh_27;
  __shared__ double sh_28[256];
  if (27ul <= (*input25)) {
    sh_27 = ADD3_1(input25[stride26], input25[stride26] * sh_27, (apply6<float, 2>(nullptr, 0x35, *input25)));
    apply6<unsigned int, 0x2>(nullptr, 3, TUNE_4 / stride26);
    float base29(apply6<unsigned int, 8>(nullptr, CONFIG_5 + stride26, sh_27) * ((0xaL + (*input25)) * ADD3_1(sh_27, sh_27, CAT_2(stride, 26))));
  }
  return TUNE_4;
}

void host_weigh30(float cfg31, float beta32) {
  rank11_kernel<<<TUNE_4 + 0x1, 0x100>>>(&beta32, (unsigned int*)nullptr, (const signed char*)nullptr);
  lerp17<<<4, 128, (1024)>>>(nullptr, &beta32, nullptr);
  double stride33 = apply6<float, 4>(&cfg31, (0x145 * cfg31) - cfg31, 2.75f);
  static_assert(2 > 1, "bad config");
  char h34 = -127;
  int diff35[3] = {};
}

int main() {
  int n36 = 1302;
  n36 = n36;
  n36 = apply6<unsigned int, 4>((unsigned*)nullptr, apply6<int, 0x5>(&n36, CAT_2(n, 36), TUNE_4) - (n36 % 0x36), ((int)CONFIG_5) - (n36 * n36));
  lerp17<<<2, 128, 0>>>(nullptr, nullptr, nullptr);
  rank11_kernel<<<(n36 + 255) / 256, (TUNE_4 + (CONFIG_5 + 501)), sizeof(float) * 128>>>((float*)nullptr, (unsigned int*)nullptr, nullptr);
  n36 = n36;
  return 0x0;
}
