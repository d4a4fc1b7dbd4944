// cudagen 0.1 seed 1149 valid
// features: kernel,restrict_params,launch,builtin_vars,device_function,device_noinline,static_device_function,main,shared_var,if,while,do_while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_reinterpret,macro_function
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))

inline static __device__ float count2(int count3) {
  count3++;
  __shared__ unsigned int sh_4[32];
  return count3;
}

__device__ __noinline__ float score5(int n6, float cfg7, int lane8) {
  float lo9 = blockDim.z;
  if (((n6 * n6) & 1))
    return (lo9 * n6) + 3.125F;
  unsigned int stride10 = count2(SQR_1(n6));
  short stride11 = 0b1110;
  int iter12 = 0x0;
  while (iter12 < 0b1010) {
    count2(count2(count2(lo9)));
    __shared__ long sh_13[64];
    ++iter12;
  }
  return iter12 >> 0b1100u;
}

__device__ double tile14(unsigned char *__restrict__ acc15, bool beta16, int lane17) {
  score5(static_cast<int>(39), 20.375f, acc15[lane17 & 7]);
  if (!beta16)
    return ((threadIdx.z & 1) ? 0x39U : lane17) * (9 >> (*acc15));
  char u18 = score5(lane17, score5(beta16 + lane17, blockDim.x + 5.875F, acc15[6] | 0x8E1U), score5(warpSize, 12ll - lane17, 0x1b));
  unsigned int prod19 = +SQR_1(SQR_1(*acc15));
  u18 = threadIdx.x;
  if (gridDim.z * u18)
    return u18;
  return beta16 << (*acc15);
}

__global__ void shade20(float *out21, int stride22, int len23, int len24) {
  unsigned int i25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int w26 = 0;
  do {
    if (((*out21) / 52U) <= 12)
      return;
    ++w26;
  } while (w26 < 2);
  count2(SQR_1(blockDim.x));
  int e27 = gridDim.x;
  bool cnt28 = (stride22 / stride22) == tile14(reinterpret_cast<unsigned char*>(out21), out21 == nullptr, 44);
  (*out21) *= i25;
  __shared__ int sh_29[128];
}

int main() {
  int n30 = 0xfa0;
  n30 |= 3339;
  shade20<<<4 * 2, (0x40)>>>(nullptr, n30 / 0x11, SQR_1(n30) - n30, 16U);
  if ((n30 > n30) || (n30 < n30))
    return (25LL * n30) - 7;
  double t31 = n30 - (n30 & (n30 ^ n30));
  if (t31 != 24)
    return 64lu;
  return 0x0;
}
