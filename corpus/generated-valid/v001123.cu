// cudagen 0.1 seed 1123 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,shared_var,static_shared,constexpr_var,if,switch,switch_fallthrough,ternary,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 16
#else
#define TUNE_2 46
#endif
#if TUNE_2 % 2 == 0 || TUNE_2 < 4
#define CONFIG_3 4
#elif TUNE_2 < 0
#error unreachable configuration
#else
#define CONFIG_3 29
#endif
// Computes one element per thread.

__global__ void accum4_kernel(double *__restrict__ out5, long long a6, int *__restrict__ data7) {
  unsigned int tid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ int sh_9[64];
  __shared__ unsigned int sh_10[8];
}

__global__ void kick11_kernel(int count12, float *__restrict__ data13, const unsigned int *__restrict__ in14, char beta15) {
  unsigned int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid16 >= count12) {
    return;
  }
  static __shared__ float sh_17[8];
  switch (beta15 | beta15) {
  case 0: {
    sh_17[6] = (threadIdx.x == ((tid16 < count12) ? alignof(int) : sh_17[2])) ? (in14[2] + (CONFIG_3 + in14[4])) : ((threadIdx.x + count12) | static_cast<unsigned char>(35));
    float cnt18 = beta15;
    [[fallthrough]];
  }
  case 5:
    if ((blockDim.x | 61ll) < 57) {
      return;
    }
    break;
  }
  beta15 = (TUNE_2 % in14[threadIdx.z & 7]) * (beta15 + 127) * count12;
  float u19 = ((TUNE_2 + (*in14)) - 2.875f) + ((sizeof(int) + tid16) - TUNE_2);
}

constexpr int check_drift20(int stride21) {
  stride21 = stride21;
  stride21 = stride21 & stride21;
  return static_cast<int>(4327 % stride21) % 62;
}

int main() {
  int count22 = 3159;
  kick11_kernel<<<(TUNE_2 + 0b11110000), 512, 4096, nullptr>>>(8 * check_drift20(count22), nullptr, nullptr, check_drift20(static_cast<unsigned long>(count22)));
  check_drift20(-count22);
  accum4_kernel<<<256 * 2, 0400, 0, nullptr>>>(nullptr, (double)count22, &count22);
  count22 = check_drift20((~count22));
  if (((int)count22) < count22) {
    return check_drift20(count22 * count22);
  }
  count22 = 027u;
  return 0;
}
