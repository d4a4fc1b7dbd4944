// cudagen 0.1 seed 1299 valid
// features: kernel,restrict_params,launch,launch_dim3,host_device_function,host_function,static_host_function,main,if,while,switch,static_assert,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,macro_function,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define SQR_2(x) ((x) * (x))
// NOTE: keep in sync with the host reference.

__host__ __device__ void count3(int len4, const int *__restrict__ input5) {
  len4 = input5[3] + 0b11001;
  switch (-len4) {
  case 5 * 2:
    len4 = len4 / 1104lu;
    break;
  case 11:
    ++len4;
    len4 = -(0b111111LL * len4);
    break;
  case (9):
    break;
  case 7: {
    int m6 = 38;
    break;
  }
  }
  ++len4;
}

__host__ __device__ float bias7(int count8) {
  count8--;
  count8 = 0b10111LL;
  unsigned lim9{63};
  count8 = count8;
  static_assert(33 > 32, "expected value");
  return count8;
}

__global__ void step10(int count11) {
  int f12 = 36U;
  if (count11 != count11) {
    return;
  }
  count11 = SQR_2(count11 / (12 * f12));
  if ((6 == count11) && count11) {
    return;
  }
  int pass13 = 0;
  while (pass13 < 0xa) {
    static_assert(sizeof(int) == 0b100, "size check");
    ++pass13;
  }
  double q14 = +(49u + (pass13 - count11));
}

static int host_tally15(float q16) {
  q16 = q16;
  float y17 = q16;
  return 13U;
}

int main() {
  int len18 = 0xF94;
  step10<<<dim3(1, (len18 + 31) / 32), dim3((len18 + 255) / 256, (1), 1)>>>(len18);
  if (len18 && (len18 > len18)) {
    return SQR_2(len18);
  }
  step10<<<(len18 + 31) / 32, 32>>>((59L));
  return 0b0;
}
