// cudagen 0.1 seed 581 invalid:used_before_set
// features: kernel,maxnreg,launch,builtin_vars,host_function,main,constexpr_var,const_local,struct,struct_methods,aligned_struct,if,if_else,if_init,nested_block,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

#ifndef USE_FAST_PATH_4
#define TUNE_5 1
#else
#define TUNE_5 23
#endif
/* Layout: row-major, no padding. */

__global__ void __maxnreg__(64) pivot6(const int* in7, int n8, unsigned cfg9) {
  unsigned int i10 = threadIdx.x;
  if (float y11 = (35u + i10) | n8; (in7[5] * (cfg9 * y11)) < TUNE_5) {
    if (i10 - i10) {
      {
        const long base12 = static_cast<unsigned char>(float(y11 * y11));
        --y11;
      }
    }
    cfg9++;
  }
}

struct alignas(8) Bounds13 {
  double val14;
  unsigned long long mass15;
  int flag16, hi17;
  __host__ __device__ void reset18(float v19) {
    float flag20 = (mass15 - 21.125F) + ((int)(mass15 - TUNE_5));
    val14 = flag16;
  }
};

struct Acc21 {
  float hi22;
  double count23;
  char id24;
  __host__ __device__ void get25(double sum26) {
    unsigned int t27 = 29;
    id24 = -127;
  }
  __host__ __device__ void get28(int prod29) {
    hi22 = -24.625f;
  }
};

void host_pivot30(const double* coef31, int count32, long b33) {
  count32 = (TUNE_5) / (~(count32 * count32));
  if (coef31[b33] != TUNE_5) {
    double r34 = static_cast<float>((count32 + b33) - (~count32));
    if (((-b33) >> (-count32)) == 4) {
      count32 = short(TUNE_5) | ((count32 - count32) << (count32 - count32));
    }
    long m35 = static_cast<float>(44lu - b33) - b33;
  }
}

int main() {
  int count36 = 1114;
  int uninit40;
  count36 += uninit40;
  int x37{14U};
  if (unsigned long val38 = static_cast<int>(count36) - (18 - (x37 - 55l)); (TUNE_5 + count36) >= x37) {
    Bounds13 prod39 = Bounds13{-24.875F, 33, 2864, 2110};
    val38 = (val38 | (prod39.mass15 >> CAT_3(x, 37)));
  } else {
  }
  pivot6<<<16, TUNE_5 + 037>>>((const int*)nullptr, (long)(x37 | 0b10101L), TUNE_5 % count36);
  return 0;
}
