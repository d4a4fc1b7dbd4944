// cudagen 0.1 seed 627 valid
// features: kernel,launch_bounds,restrict_params,launch,builtin_vars,device_function,host_device_function,host_function,default_args,main,constexpr_var,static_local,if,if_else,while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_nullptr,cast_functional,sizeof,macro_object,macro_paste
#include "prelude.cuh"

#define TILE_DIM_1 128
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

__device__ int bias5(float a6, int n7, float cfg8 = 01201) {
  cfg8 = 19.0f;
  cfg8 -= a6;
  cfg8 += 0x2F;
  n7 &= 15;
  cfg8 = CAT_4(a, 6);
  return 0x2c - (n7 - (sizeof(unsigned)));
}

__global__ void __launch_bounds__(32) weigh9(const float *input10, const signed char *coef11, const float *__restrict__ input12, int lane13) {
  unsigned tid14 = threadIdx.x;
  if (tid14 >= lane13) {
    return;
  }
  constexpr float val15 = 1.125f;
  bias5(bias5(bias5(threadIdx.y, 7), *input10), 31 + (coef11[tid14 & 7] | threadIdx.y));
  constexpr int lo16 = (6) * (0xA);
  if (threadIdx.z == ((threadIdx.z > 19) ? 30 : lane13)) {
    constexpr int prod17 = 1635;
    lane13 -= bias5(tid14, coef11[5] * bias5(-13.0F, prod17));
    bias5(-0x1p4f, bias5(bias5(input12[0], input10[lane13]), prod17, tid14));
  } else {
  }
}

__host__ __device__ void scale18(double *__restrict__ out19, long p20) {
  int lim21 = *out19;
  int iter22 = 0;
  while (iter22 < 6) {
    out19[p20 & 0x7]--;
    int lim23(62);
    if (p20 > (*out19)) {
      return;
    }
    ++iter22;
  }
  unsigned val24 = *out19;
}

__host__ int bias25(double q26, int count27) {
  q26 -= CAT_4(count, 27);
  float w28{'A'};
  bool y29 = (w28 != (w28 * q26)) || (!((w28 - 0330) >= q26));
  if (y29 == (count27 & 33)) {
    if (count27 != q26) {
      weigh9<<<1 << 9, sizeof(float) * 64>>>(&w28, nullptr, &w28, w28 * ((w28 > CAT_4(w, 28)) ? 57 : q26));
      static unsigned int q30 = 041u;
    }
  } else {
  }
  return CAT_4(y, 29);
}

int main(void) {
  int size31 = 1639;
  size31 = -((CAT_4(size, 31) << 6) >> (58 - size31));
  float base32 = size31;
  ++base32;
  size31 ^= bias25((short(base32) <= 0x30) ? (56l * base32) : CAT_4(size, 31), (+base32) + (6ul * base32));
  return 0x0;
}
