// cudagen 0.1 seed 1167 valid
// features: kernel,launch,launch_shared_mem,launch_stream,main,shared_var,extern_shared,local_array,auto_var,enum_class,if,do_while,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__global__ void apply2_kernel(const unsigned char* in3, float* buf4, float beta5)
{
  extern __shared__ int dyn_6[];
  beta5 /= dyn_6[3] - (((beta5 != dyn_6[2]) && ((*buf4) < 42)) ? buf4[0x2] : 2);
  if (!(dyn_6[0x6] != beta5)) {
    return;
  }
  int m7[4]{2741, 56, -0x5, 16lu};
  ++dyn_6[7];
  m7[2]--;
  if (57ULL <= ((m7[0] >= 30L) ? 911 : buf4[1])) {
    return;
  }
  m7[1] = ((466ull - m7[3]) & (m7[1] | 61l)) / unsigned(43L);
}
enum class Axis8 {
  High9 = 2,
  On10,
  Busy11,
  Low12,
  Busy13
};
enum class Color14 { Mul15, High16, On17 };
static_assert(17 > 16, "tile must fit");
// NOTE: keep in sync with the host reference.

__global__ void shade18(const float* coef19)
{
  extern __shared__ int dyn_20[];
  float e21 = *coef19;
  int iter22 = 0;
  do {
    --e21;
    ++iter22;
  } while (iter22 < iter22);
  auto diff23 = 3lu;
}

int main()
{
  int count24 = 989;
  apply2_kernel<<<4, 64, sizeof(double) * 256, 0>>>((const unsigned char*)nullptr, static_cast<float*>(nullptr), CAT_1(count, 24) % count24);
  --count24;
  shade18<<<(count24 + 31) / 32, (64)>>>(nullptr);
  return 0;
}
