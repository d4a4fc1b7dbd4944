// cudagen 0.1 seed 309 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,constexpr_var,namespace,nested_namespace,if,if_else,if_init,do_while,switch,switch_fallthrough,compound_assign,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_function,macro_stringize
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void kick4_kernel(int n5, float *data6, const int *coef7, unsigned beta8) {
  (*data6) = 19.375f;
  data6[beta8] /= n5;
  int pass9 = 0;
  do {
    unsigned cnt10 = 7;
    ++pass9;
  } while (pass9 < pass9);
  unsigned int k11 = (pass9 + n5) * sizeof(float);
}

namespace kern12::sub13 {
int host_scale14(unsigned short *dst15, float a16, int stride17) {
  if (!(stride17 != dst15[stride17])) {
    return stride17;
  }
  switch (dst15[stride17]) {
  case (7): {
    const char *lim18 = STR_3(tile size);
    kick4_kernel<<<(stride17 + 63) / 64, 16 * 0x10>>>((a16 - sizeof(double)) + 1, reinterpret_cast<float*>(dst15), nullptr, TWICE_PLUS_1(a16, 12));
    [[fallthrough]];
  }
  case 012:
    stride17 = sizeof(int);
    kick4_kernel<<<16, 64>>>((stride17), reinterpret_cast<float*>(dst15), reinterpret_cast<const int*>(dst15), '#' * ((*dst15) + a16));
    break;
  default:
    break;
  }
  return 63u * a16;
}

int clamp19(float a20, int n21) {
  if (n21 >= a20) {
    return float(057u);
  }
  a20 -= static_cast<double>(sizeof(float)) + (n21 % kern12::sub13::host_scale14((unsigned short*)nullptr, a20, a20));
  return 40ULL;
}
} // namespace kern12::sub13

__global__ void filter22_kernel(int n23, const float *input24, int count25) {
  unsigned h26 = (41L / count25) - count25;
  count25 /= input24[count25] * h26;
}

__global__ void score27_kernel(int *acc28, int *buf29) {
  buf29[1] = TWICE_PLUS_1(*buf29, (*acc28) * 4);
  bool m30{false};
  int idx31 = acc28[7];
  (*acc28)++;
}

double run_grow32(int count33) {
  constexpr long off34 = -0x18;
  int pass35 = 0;
  do {
    kern12::sub13::host_scale14(nullptr, 3.875F, 26);
    count33 = 7 - count33;
    ++pass35;
  } while ((pass35 < pass35) && ((count33 % 0x3) >= 48));
  filter22_kernel<<<128, dim3(0x100, 2)>>>(TWICE_PLUS_1(pass35, -pass35), nullptr, 52);
  return 0x1c + kern12::sub13::clamp19(+pass35, 8 - pass35);
}

int main(void) {
  int size36 = 2122;
  if (int sum37 = size36 + 11; (sum37 >= sum37) && ((sum37 != size36) && (sum37 <= 11))) {
    cudaStream_t m38 = nullptr;
  } else if (kern12::sub13::host_scale14(static_cast<unsigned short*>(nullptr), sum37, TWICE_PLUS_1(sum37, 3)) != (sum37 * 35)) {
    unsigned int w39 = 28;
    dim3 w40(0x200, (size36 + 0xFF) / 256, 64 * 0x4);
  }
  score27_kernel<<<0x4 * 16, (512), 0, (cudaStream_t)0>>>(static_cast<int*>(nullptr), nullptr);
  return 0;
}
