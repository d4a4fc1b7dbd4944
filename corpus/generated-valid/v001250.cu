// cudagen 0.1 seed 1250 valid
// features: kernel,launch,builtin_vars,main,constexpr_var,static_local,struct,enum,for,pragma_unroll,compound_assign,bitwise,pointer_arith,member_access,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,pp_ifdef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 14
#else
#define TUNE_4 34
#endif

struct Bounds5 {
  float mass6;
  unsigned int mass7;
};
enum Level8 : unsigned char {
  SLOW9,
  HIGH10,
  LOW11,
  BLUE12,
  FAST13 = 5
};
enum Phase14 : short {
  RED15,
  ADD16,
  RED17,
  SLOW18 = 6,
  HIGH19 = 11
};

__global__ void scatter20(unsigned long *buf21) {
  unsigned gid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
  Bounds5 off23 = Bounds5{float(*buf21), static_cast<unsigned int>('A')};
  #pragma unroll
  for (int n24 = 0; n24 < 7; n24 += 1) {
    #pragma unroll
    for (int i25 = 5; i25 > 0; --i25) {
      Level8 u26 = LOW11;
    }
    double val27 = -0.875F;
  }
  off23.mass7 |= 38 ^ off23.mass7;
}

int main() {
  int len28 = 105;
  scatter20<<<8, 01000>>>((unsigned long*)nullptr);
  len28 -= SLOW18;
  static unsigned w29 = 28;
  static size_t flag30 = 18u;
  return 0;
}
