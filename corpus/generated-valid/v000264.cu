// cudagen 0.1 seed 264 valid
// features: kernel,launch,builtin_vars,main,shared_var,constexpr_var,enum_class,if,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_static,sizeof,macro_object
#include "prelude.cuh"

#define NUM_ITERS_1 5
constexpr long BLOCK2 = (NUM_ITERS_1 + 0x3) * (sizeof(float) * 4);

__global__ void score3(unsigned int *acc4, const unsigned long long *input5, unsigned int *buf6, unsigned int cfg7) {
  int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  constexpr float r9 = -18.625F;
  cfg7 = BLOCK2;
  (*buf6) = *acc4;
  cfg7--;
  buf6[i8 & 0x7]--;
}

__global__ void tally10(const int *src11, int lane12, int stride13, int *data14) {
  int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i15 >= lane12)
    return;
  int base16 = 64L;
  __shared__ int sh_17[2 * 0x4];
  if (lane12 != gridDim.y)
    return;
  --base16;
  int flag18 = 1094ul;
}
enum class Mode19 {
  Busy20 = 2,
  Idle21,
  Green22 = 9,
  Blue23,
  Red24 = 16
};

int main() {
  int count25 = 1313;
  count25 = 044;
  if (count25 >= count25)
    return '\0' + count25 + BLOCK2;
  tally10<<<32, NUM_ITERS_1 + (NUM_ITERS_1 + 066)>>>(&count25, BLOCK2, BLOCK2, &count25);
  count25 |= (045 - count25) ^ static_cast<long>(11);
  float x26 = BLOCK2 | (count25 + static_cast<unsigned int>(40U));
  score3<<<sizeof(float), 32>>>(nullptr, nullptr, nullptr, x26 - count25);
  return 0;
}
