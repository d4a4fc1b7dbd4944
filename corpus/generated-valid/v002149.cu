// cudagen 0.1 seed 2149 valid
// features: kernel,launch,launch_dim3,builtin_vars,device_function,host_device_function,main,constexpr_var,namespace,if,static_assert,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,alignof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define BLOCK_SIZE_2 256
#define HALF_3(x) ((x) / 2)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#if BLOCK_SIZE_2 % 2 == 0 || BLOCK_SIZE_2 < 4
#define CONFIG_7 4
#else
#define CONFIG_7 29
#endif
inline constexpr float kL8 = .25f;

namespace img9 {
__device__ int split10(float* acc11) {
  static_assert(sizeof(int) == 4, "size check");
  float q12 = *acc11;
  q12--;
  q12--;
  q12 = q12;
  return -(*acc11);
}

__device__ void step13(int count14, int stride15, float alpha16) {
  count14 = BLOCK_SIZE_2 / (((int)alpha16) * (threadIdx.x * kL8));
  if (kL8 > (alpha16 * 62L)) {
    return;
  }
  if (count14) {
    return;
  }
  static_assert((59) == 59, "expected value");
  if (38 >= HALF_3(alpha16)) {
    return;
  }
  unsigned char y17 = stride15;
}

__host__ __device__ float filter18(unsigned int* acc19) {
  float* u20 = nullptr;
  static_assert(63 == 0x3F, "bad config");
  constexpr float tmp21 = 14U;
  acc19[2] = alignof(char);
  ++acc19[7];
  return u20[4] - 0x1b;
}
} // namespace img9

__global__ void lerp22_kernel(int* buf23, unsigned short* out24) {
  int tid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  constexpr int flag26 = 'A';
  if (gridDim.x != 0xB) {
    return;
  }
}

int main() {
  int n27 = 2868;
  lerp22_kernel<<<dim3(BLOCK_SIZE_1), BLOCK_SIZE_1 + (CONFIG_7 + 12)>>>(&n27, (unsigned short*)nullptr);
  const unsigned int* val28 = nullptr;
  n27 = kL8;
  n27++;
  return 0x0;
}
