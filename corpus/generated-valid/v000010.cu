// cudagen 0.1 seed 10 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,static_shared,constexpr_var,local_array,if,if_init,nested_block,pointer_arith,array_index,lit_int_hex,lit_float,lit_nullptr,cast_c,sizeof,pp_ifdef,pp_if
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 9
#else
#define TUNE_3 24
#endif

#if TUNE_3 > 124
#define CONFIG_4 4
#else
#define CONFIG_4 23
#endif

__global__ void pack5_kernel(unsigned* buf6, const float* coef7) {
  unsigned int tid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  {
    if (double flag9 = TUNE_3; buf6 == nullptr) {
      flag9 = 9.625f;
      __shared__ long sh_10[8];
      static __shared__ int sh_11;
    }
    int mid12 = buf6[6];
  }
  float m13[2] = {};
}

int main() {
  int n14 = 0x92D;
  n14 = sizeof(short);
  n14 = +((long long)(50 - n14));
  cudaStream_t f15 = (cudaStream_t)0;
  pack5_kernel<<<(n14 + 0x3F) / 64, (CONFIG_4 + 233), sizeof(double) * 64, (cudaStream_t)0>>>((unsigned int*)nullptr, nullptr);
  return 0;
}
