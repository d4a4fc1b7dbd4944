// cudagen 0.1 seed 96 valid
// features: kernel,kernel_static,maxnreg,launch,builtin_vars,main,shared_var,constexpr_var,anon_namespace,if,static_assert,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define CHUNK_2 ((0x10 * 2))
#define RADIUS_3 256
#define LOW_BITS_4(x) ((x) & 0xF)
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
namespace {
constexpr double kW6 = 5.5;
static __global__ void __maxnreg__(64) clamp7(int lane8, int *out9, int n10, int len11) {
  int idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx12 >= len11)
    return;
  __shared__ float sh_13[128];
  sh_13[warpSize & 127] *= -(071 | out9[0]);
  len11 %= lane8;
  out9[lane8 & 7] = ((gridDim.x & 23UL) + (~lane8)) * (*out9);
  if ((lane8 + n10) <= blockIdx.x)
    return;
  lane8 += -52L;
  float u14(n10);
}
} // namespace
int main() {
  int count15 = 105;
  int e16 = kW6;
  int y17 = e16 % LOW_BITS_4(count15);
  static_assert(sizeof(int) == 0b100);
  count15 = (LOW_BITS_4(count15) / kW6) - e16;
  clamp7<<<(count15 + 63) / 64, (NUM_ITERS_1 + 384)>>>(e16, (int*)nullptr, count15, 46);
  return 0;
}
