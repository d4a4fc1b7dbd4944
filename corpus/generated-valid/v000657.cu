// cudagen 0.1 seed 657 valid
// features: kernel,kernel_static,restrict_params,launch,host_device_function,default_args,main,device_var,host_global,constexpr_var,if,if_else,nested_block,static_assert,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,alignof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b
unsigned int g_mix2 = 3562;
__device__ unsigned char d_fold3 = 60l;

static __global__ void fold4(int *data5, int *__restrict__ dst6, double *data7) {
  float mid8 = -20.5f;
  constexpr long w9 = 43;
  (*dst6) = 41;
  --(*data7);
  if (((*dst6) & 1)) {
    (*dst6)++;
    unsigned int base10 = ((w9 | data5[d_fold3]) | (31 << dst6[2])) + (*data7);
  }
}

__host__ __device__ int score11(int stride12, int *dst13, int lane14 = 33) {
  {
    if ((CAT_1(lane, 14) / 29) < 46l) {
      return 42UL;
    }
    double k15 = dst13[lane14] + (7.625 / (~lane14));
  }
  if (stride12 < (stride12 + 4U + float(4805U))) {
    {
      static_assert(sizeof(int) == 4);
      int m16 = lane14;
    }
  }
  return 017U << ((stride12 >> lane14) * stride12);
}

int main() {
  int count17 = 1'466;
  g_mix2 = ((g_mix2 ^ 55) * 13) >> (alignof(float));
  count17 = count17 - score11(count17 + 43, nullptr, 40 + count17);
  if (score11(51ull, nullptr) != int(score11(sizeof(int), (int*)nullptr))) {
    if ((count17 & 1)) {
      if (score11(0b111111, nullptr, count17) > count17) {
        return g_mix2;
      }
      fold4<<<(count17 + 31) / 32, 128>>>((int*)nullptr, nullptr, (double*)nullptr);
    }
  } else {
  }
  return 0b0;
}
