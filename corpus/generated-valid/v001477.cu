// cudagen 0.1 seed 1477 valid
// features: kernel,launch,builtin_vars,device_function,static_device_function,host_function,main,constexpr_var,auto_var,enum_class,namespace,if,nested_block,ternary,bitwise,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_value,lambda_mutable,macro_object,macro_function
#include "prelude.cuh"

#define RADIUS_1 128
#define RADIUS_2 256
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

namespace impl6 {
__global__ void score7_kernel(const int *coef8, unsigned int alpha9, unsigned char *dst10)
{
  int tid11 = threadIdx.x;
  {
    alpha9 = TWICE_PLUS_3(gridDim.y, 0x2);
    ++dst10[tid11];
  }
  int base12 = (blockIdx.y * (alpha9 + 1672)) + (blockDim.z);
  auto h13 = dst10[blockIdx.y];
  ((*dst10)++, (alpha9 = 49));
  int y14 = 26;
}

__device__ void relax15(short int q16, int *data17)
{
  data17[q16 & 0x7]--;
  q16 = (q16) * TWICE_PLUS_3(data17[threadIdx.x & 7] & 52u, data17[q16]);
}
} // namespace impl6

double run_pack18(int stride19)
{
  impl6::score7_kernel<<<sizeof(int) * 4, 0x40 * 8>>>(nullptr, stride19, (unsigned char*)nullptr);
  bool hi20 = (stride19 * stride19) / stride19;
  float tmp21(RADIUS_1);
  return hi20 * (TWICE_PLUS_3(stride19, hi20) - (hi20 | 49ULL));
}
enum class Phase22 {
  Idle23,
  On24,
  Green25,
  Busy26,
  Slow27
};

static __device__ unsigned char accum28(long cfg29, char *dst30)
{
  unsigned int k31 = 0x6 + (*dst30);
  dst30[gridDim.x & 0x7]++;
  int hi32 = 3552;
  if ((dst30[cfg29] & 1)) {
    return (dst30 == nullptr) ? 255UL : 57l;
  }
  cfg29 = blockDim.x - ((0b101111 - warpSize) | k31);
  return hi32;
}

int main()
{
  int count33 = 986;
  count33 = run_pack18(count33 & 5);
  auto op34 = [=]() mutable -> int {
    count33 = count33;
    return -13;
  };
  run_pack18(1293ll);
  count33 = 0xb;
  return 0;
}
