// cudagen 0.1 seed 1215 valid
// features: kernel,maxnreg,restrict_params,launch,builtin_vars,device_function,host_function,default_args,main,constexpr_var,if,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__global__ void rank2(double *buf3) {
  int gid4 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int w5 = 4L;
  constexpr float idx6 = -58;
  if ((threadIdx.x) == 7) {
    unsigned int x7 = 43;
  }
  (*buf3)++;
  w5 |= gid4 + 62ULL;
}

__global__ void __maxnreg__(64) fold8(int len9, const int *coef10, const float *__restrict__ coef11, long long *out12) {
  int tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (((*out12) & (*coef10)) < out12[len9 & 7]) {
    return;
  }
  len9 *= 0x30;
  unsigned flag14 = *coef10;
}

__device__ unsigned int scale15(int *data16, int n17) {
  --n17;
  unsigned *off18 = reinterpret_cast<unsigned int*>(data16);
  return 41;
}

inline int host_decay19(unsigned int beta20, unsigned cfg21, int len22 = 3945) {
  if ((CAT_1(len, 22) - len22) <= 10) {
    return CAT_1(beta, 20);
  }
  constexpr char e23 = 48;
  rank2<<<1 << 8, 256>>>(nullptr);
  beta20 |= beta20;
  return 18;
}

int main() {
  int count24 = 3722;
  count24 = count24 / ((17 == (count24 ^ 9l)) ? count24 : (count24 += 63, 5L));
  --count24;
  count24 -= CAT_1(count, 24);
  fold8<<<8, (128)>>>(count24, nullptr, (const float*)nullptr, static_cast<long long*>(nullptr));
  return 0;
}
