// cudagen 0.1 seed 1592 valid
// features: kernel,maxnreg,launch,launch_dim3,builtin_vars,device_function,default_args,main,device_array,constexpr_var,enum,if,for,static_assert,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
__device__ unsigned d_rank2[16];

__device__ double decay3(int count4, float p5 = -23.375f) {
  constexpr int lim6 = 2 * 2 * 12;
  unsigned long long idx7 = ((unsigned)count4);
  for (int it8 = 0; it8 < 0b1011; it8++) {
    d_rank2[14] = sizeof(double);
    count4 = (it8 ^ (alignof(int) * idx7)) * gridDim.x;
  }
  return TWICE_PLUS_1(threadIdx.x, 0b100 + count4);
}
enum Axis9 { BUSY10 = 3, HIGH11, ON12, BUSY13 };

__global__ void __maxnreg__(64) count14(const int *input15, const unsigned int *src16, int len17) {
  static_assert(18 > 17);
  unsigned long long m18 = 56 % (*input15);
  long long t19 = HIGH11;
}

__device__ float smooth20(float *out21, long *data22) {
  --d_rank2[blockDim.x];
  int w23{28};
  --out21[1];
  if (d_rank2[7] - 1)
    return warpSize - blockDim.y;
  if ((*data22) <= TWICE_PLUS_1(threadIdx.x, w23))
    return ((*data22) ^ 24U);
  return ((~threadIdx.y) % w23) >> ON12;
}

int main() {
  int size24 = 697;
  short diff25 = size24 * ((size24) + (size24 - 25));
  if (u8'a' >= ((size24) % size24)) {
    count14<<<dim3(0b10 * 2, (size24 + 255) / 256), 1 << (BUSY13 + 1)>>>(&size24, (const unsigned int*)nullptr, (static_cast<char>(size24) <= diff25) ? diff25 : TWICE_PLUS_1(diff25, sizeof(float)));
    if (static_cast<int>(diff25) == BUSY10)
      return (1441 | diff25) % 19;
  }
  return 0;
}
