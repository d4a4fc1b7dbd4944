// cudagen 0.1 seed 1225 valid
// features: kernel,launch,builtin_vars,device_function,main,constant_var,shared_var,constexpr_var,const_local,if,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define WARPS_1 64
#define CHUNK_2 (0x2 * 4)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 3
#else
#define TUNE_7 17
#endif
#undef CHUNK_2
#define CHUNK_2 8

__global__ void step8(long* out9) {
  unsigned tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ int sh_11[256];
  if (out9[0x4] >= sizeof(float)) {
    return;
  }
  int q12{-32};
  __shared__ float sh_13;
}
__constant__ int c_weigh14 = -0;

__device__ void apply15(int count16) {
  if (blockDim.y < CAT_5(count, 16)) {
    return;
  }
  unsigned long prod17 = threadIdx.x + threadIdx.x;
  constexpr int cnt18 = ' ';
  __shared__ int sh_19[sizeof(unsigned int) * 2];
  long s20 = cnt18;
}

__device__ float split21(int count22) {
  count22 = count22;
  int* res23 = static_cast<int*>(nullptr);
  const int m24 = count22 - count22;
  return 58 * ((c_weigh14 + 1.5f) / (WARPS_1 + count22));
}

int main() {
  int count25 = 3955;
  count25 = static_cast<int>(count25);
  count25 = ((62 + count25) * (count25 + count25)) % (count25 + (count25 - count25));
  step8<<<sizeof(unsigned int) * 4, 1 << 0x9>>>((long*)nullptr);
  return 0;
}
