// cudagen 0.1 seed 913 valid
// features: kernel,launch,launch_shared_mem,main,constexpr_var,struct,class_private,if,for,pragma_unroll,goto,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_suffix,lit_char,lit_nullptr,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 41
#endif
#undef TUNE_5
#define TUNE_5 2

class Tile6 {
  int weight7;
public:
  __host__ __device__ Tile6(int a8) : weight7(a8) {}
  __host__ __device__ int total9() const {
    float k10((weight7 & (weight7 ^ weight7)) + weight7);
    return -32;
  }
};

__global__ void tally11(long *buf12, const int *input13, int lane14) {
  if (((*buf12) + (*input13)) <= 38) {
    goto done16;
  }
  buf12[5] = buf12[lane14];
  #pragma unroll 2
  for (int n15 = 0; n15 < (4); n15++) {
    if ((lane14 > n15) && ((*input13) <= (*buf12)))
      return;
    lane14 <<= TUNE_5;
  }
done16:;
}

int main(void) {
  int size17 = 509;
  size17 = 'A';
  ACCUM_1(size17, (19 * ((size17 % size17) >> (2))));
  tally11<<<(size17 + 127) / 128, (TUNE_5 + 510), TUNE_5 + (TUNE_5 + 252)>>>(nullptr, nullptr, 1162U);
  return 0;
}
