// cudagen 0.1 seed 431 invalid:integer_overflow
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,device_function,static_device_function,main,auto_var,do_while,switch,switch_fallthrough,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_string,lit_raw_string,lit_nullptr,cast_c,sizeof,macro_function
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ADD3_2(a, b, c) ((a) + (b) + (c))

static __device__ float scatter3(signed char cfg4) {
  switch (cfg4) {
  case (2):
  case 0: {
    int iter5 = 0;
    do {
      cfg4 = -0x10;
      cfg4 = 127lu;
      cfg4++;
      ++iter5;
    } while (iter5 < 9);
    break;
  }
  case (1):
    --cfg4;
    break;
  default:
    cfg4 = (cfg4 - (cfg4)) * (10 * cfg4);
    break;
  }
  return (19.125f - (cfg4 / 1.5f)) - (((float)12.5f) - ((char)cfg4));
}

__global__ void __launch_bounds__(sizeof(unsigned int) * 128, 3) pack6_kernel(const unsigned* __restrict__ src7, const float* in8, int lane9) {
  unsigned long t10 = (0x35ull + (lane9 - 15)) % (0x9 * lane9);
  t10 = (scatter3(0x25u) * scatter3('A')) / ADD3_2(lane9, lane9, *src7);
  int val11 = scatter3(+((*src7) * 011u));
  lane9 = *in8;
  int tmp12 = 22UL;
}

int main() {
  int count13 = 374;
  int big17 = 100000 * 100000;
  count13 = count13;
  auto w14 = 21.75f;
  pack6_kernel<<<dim3((count13 + 63) / 0x40, (count13 + 0x7f) / 128), sizeof(unsigned int) * 64>>>((const unsigned int*)nullptr, nullptr, 52);
  float acc15 = (count13 + (count13 - 5.625f)) * sizeof(float);
  const char* stride16 = R"(C:\dir)";
  return 0;
}
