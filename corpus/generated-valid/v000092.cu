// cudagen 0.1 seed 92 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,device_noinline,static_device_function,host_device_function,host_function,static_host_function,default_args,main,shared_var,extern_shared,constexpr_var,typedef,namespace,if,for,goto,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_stringize,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 3
#define TILE_DIM_2 64
#define MOD8_3(x) ((x) % 8)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#if (TILE_DIM_1 * 2) >= 62 && TILE_DIM_1 != 0
#define CONFIG_6 8
#else
#define CONFIG_6 9
#endif

__global__ void step7(unsigned char *data8, const float *coef9, const int *coef10, float *__restrict__ acc11) {
  int i12 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned int q13(2833);
  q13++;
}

__device__ __host__ void bias14(const int *in15) {
  signed char q16 = (int)in15[1];
  long sum17 = in15[q16];
  sum17 = in15[6];
  constexpr float idx18 = 55;
}

extern "C" __global__ void decay19_kernel(const int *input20) {
  extern __shared__ float dyn_21[];
  float diff22 = static_cast<unsigned>(MOD8_3(input20[4] + 3));
  constexpr int mid23 = (CONFIG_6 + 50);
}

__device__ __forceinline__ float spread24(int count25) {
  if (!(warpSize >= count25)) {
    goto done26;
  }
  count25++;
  count25 += 64;
  (count25--, (count25 = (MOD8_3(count25))));
done26:;
  return (TILE_DIM_2 & static_cast<int>(count25)) ^ count25;
}

__global__ void combine27(const short *__restrict__ src28, int stride29, long *dst30, const int *in31) {
  double *q32 = (double*)nullptr;
  long x33 = threadIdx.x & CONFIG_6;
}

namespace img34 {
static __device__ void mix35(int stride36, int stride37, int len38) {
  --stride37;
  unsigned long long f39 = MOD8_3((static_cast<short>(MOD8_3(len38))));
  unsigned long mid40 = stride36;
}
} // namespace img34

__global__ void shade41(unsigned a42, unsigned int *acc43) {
  unsigned tid44 = (blockIdx.x * blockDim.x) + threadIdx.x;
  a42 = acc43[1];
  for (int n45 = 014; n45 > 0b0; --n45) {
    float lim46 = 58;
    lim46 /= (lim46 += a42, (TILE_DIM_1 % a42)) - ((lim46 += 8.875f, n45) & (a42 += tid44, tid44));
    if ((47ll < a42) && (n45 < 53)) {
      break;
    }
  }
  float y47 = MOD8_3(tid44);
}

__global__ void pivot48_kernel(const unsigned int *__restrict__ input49, const int *__restrict__ input50, float *buf51, short *buf52) {
  extern __shared__ unsigned dyn_53[];
  int i54 = (blockIdx.x * blockDim.x) + threadIdx.x;
  float diff55 = buf52[i54 & 7];
  buf51[3]++;
  buf51[7]++;
}
constexpr long WIDTH56 = 32;
typedef long idx57_t;

namespace img58 {
inline __host__ unsigned host_weigh59(int stride60) {
  idx57_t *w61 = nullptr;
  if (w61 != nullptr) {
    goto skip62;
  }
  w61[stride60 & 7] ^= (57 - w61[stride60 & 7]) - ((WIDTH56 * (*w61)) - stride60);
skip62:;
  return *w61;
}

__host__ __device__ void grow63(const int *__restrict__ src64) {}

static __device__ __noinline__ short blend65(int lane66, int stride67, int count68 = 1643) {
  count68 = lane66;
  lane66--;
  return (-5);
}
} // namespace img58

static unsigned long long run_blend69(const int *input70) {
  if (TILE_DIM_1 != (*input70)) {
    goto skip71;
  }
  shade41<<<dim3(TILE_DIM_1 + 1, 1 << TILE_DIM_1, 8), (CONFIG_6 + (CONFIG_6 + (TILE_DIM_1 + (TILE_DIM_1 + 8)))) * 8>>>(21, nullptr);
  decay19_kernel<<<dim3((TILE_DIM_1 + 13) * 2, (CONFIG_6 + (TILE_DIM_1 + (TILE_DIM_1 + 1)))), WIDTH56 + (CONFIG_6 + 87), 0>>>(input70);
skip71:;
  return (16 + input70[3]) ^ (WIDTH56 & (input70[5] - sizeof(float)));
}

int main() {
  int size72 = 3049;
  if (size72 < WIDTH56) {
    return MOD8_3(size72);
  }
  const char *base73 = STR_5(x + 1);
  step7<<<(1), dim3(8 * 2), 0>>>(static_cast<unsigned char*>(nullptr), (const float*)nullptr, (const int*)nullptr, (float*)nullptr);
  combine27<<<dim3((32), (CONFIG_6 + 23) * 0b10000), (128), 1 << 10>>>(nullptr, 0, nullptr, nullptr);
  pivot48_kernel<<<(size72 + 255) / 0400, 128>>>(nullptr, nullptr, nullptr, static_cast<short*>(nullptr));
  return 0;
}
