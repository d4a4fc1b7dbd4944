// cudagen 0.1 seed 543 invalid:bitfield_too_wide
// features: kernel,launch,builtin_vars,host_function,constexpr_function,main,device_array,constexpr_var,enum_class,namespace,if,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define TILE_DIM_1 5
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b

namespace ops4 {
int check_relax5(int stride6, double q7) {
  stride6 = 18UL;
  q7 = (51lu * stride6) >> 15;
  q7 = (TILE_DIM_1 * stride6) >> stride6;
  return CAT_3(stride, 6) % ((61 + stride6) << 3U);
}
} // namespace ops4
enum class State8 {
  Red9,
  High10 = 4,
  Mul11,
  On12,
  Idle13
};
__device__ int d_accum14[4];
/* Computes one element per thread. */

inline double scatter15(int len16, int stride17) {
  unsigned s18{4U};
  stride17 = s18;
  stride17 = stride17;
  ops4::check_relax5(len16, stride17);
  return TILE_DIM_1;
}

__global__ void sweep19_kernel(const float* in20, const float* coef21) {
  int idx22 = (blockIdx.x * blockDim.x) + threadIdx.x;
  d_accum14[1] = gridDim.y;
  if ((!coef21) && (threadIdx.x <= 21)) {
    return;
  }
  d_accum14[2] = coef21[idx22];
  d_accum14[threadIdx.x] = (threadIdx.x / 8) / sizeof(float);
}

constexpr int lerp23(int len24, int stride25) {
  stride25 = CAT_3(stride, 25);
  (--len24, (len24 = len24 * len24 * 0x2F));
  return len24;
}
struct Bits_27 {
    int wide : 40;
};

int main() {
  int len26 = 226;
  scatter15(len26, lerp23(len26, len26) % ops4::check_relax5(len26, TILE_DIM_1));
  if ((CAT_3(len, 26) <= len26) || (CAT_3(len, 26) <= CAT_3(len, 26))) {
    return scatter15(0x33, len26);
  }
  sweep19_kernel<<<0x1 << 2, (TILE_DIM_1 + 27) * 020>>>((const float*)nullptr, (const float*)nullptr);
  return 0;
}
