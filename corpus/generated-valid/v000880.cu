// cudagen 0.1 seed 880 valid
// features: kernel,restrict_params,launch,host_function,main,constexpr_var,auto_var,static_local,enum,anon_namespace,if,for,pragma_unroll,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_function
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
enum Kind5 { BLUE6, ON7, MUL8 = 5, GREEN9 };
namespace {
int run_sift10(int *__restrict__ buf11) {
  ++buf11[1];
  int prod12 = -45l;
  ++prod12;
  prod12 = 19;
  auto off13 = -22.5F;
  off13 = 5.625f;
  return prod12;
}
} // namespace
__global__ void accum14(int stride15, const int *__restrict__ in16) {
  --stride15;
  #pragma unroll 8
  for (int n17 = 0, j18 = 6; n17 < j18; (++n17, (--j18))) {
    stride15 = 7;
  }
  ++stride15;
  short mid19 = (stride15 += GREEN9, (*in16));
  Kind5 s20 = ON7;
}
int main() {
  int n21 = 3815;
  static unsigned int z22 = 2;
  if (n21 != n21) {
    return n21;
  }
  if (n21 != n21) {
    return 3 + z22;
  }
  accum14<<<64, 512>>>(63L, (const int*)nullptr);
  return 0;
}
