// cudagen 0.1 seed 638 invalid:extended_lambda_without_flag
// features: kernel,launch,builtin_vars,host_function,main,device_var,using_alias,namespace,if,switch,switch_fallthrough,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
__device__ unsigned int d_apply3 = 29;
// NOTE: keep in sync with the host reference.

__global__ void norm4(const double *src5, int n6, int len7, int stride8) {
  unsigned int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  switch (threadIdx.y) {
  case 1:
    stride8 <<= blockDim.x;
    d_apply3 = n6 - (0x18ul + threadIdx.x);
    [[fallthrough]];
  case (2):
  case 0b1011: {
    int e10 = 4154;
    break;
  }
  }
}

namespace img11 {
using ptr12_t = unsigned short*;
} // namespace img11

void run_bias13(unsigned char a14, int len15) {
  (len15--, (a14 = (('0' & len15) - 'A') * a14));
  if (len15 > 22)
    return;
  unsigned char diff16(27L);
  if (len15 == 0x2aULL)
    return;
}

int main() {
  int len17 = 0xA21;
  auto dev_op20 = [] __host__ (int x) { return x + 1; };
  long u18 = ((len17 / len17) + (57 << len17)) * (len17 * (len17 ^ len17));
  if (len17 == u18)
    return (len17 * 25);
  float e19{1905};
  norm4<<<(16), 32>>>(nullptr, (u18 >> u18) * 53, 0b10 / (e19 - e19), 3ul);
  len17 |= 0b111010;
  u18 += e19;
  return 0x0;
}
