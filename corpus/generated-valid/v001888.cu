// cudagen 0.1 seed 1888 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,host_device_function,host_function,constexpr_function,main,device_var,constexpr_var,struct,typedef,if,switch,switch_fallthrough,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,cast_c,cast_functional,cast_static,sizeof,lambda,macro_object,macro_function,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 4
#define NUM_ITERS_2 4
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#undef NUM_ITERS_2
#define NUM_ITERS_2 8
/* Computes one element per thread. */

struct Vec4 {
  float weight5;
  int vel6;
  unsigned count7;
  int val8;
};

__global__ void __launch_bounds__((64)) rank9(bool alpha10, int* dst11, Vec4 alpha12) {
  dst11[0] |= alpha10;
  alpha12.weight5 -= (54 >= (((alpha10 < 41) ? 1724 : alpha12.count7) | RADIUS_1)) ? RADIUS_1 : (dst11[6] += alpha10, 21.25F);
  ++dst11[2];
  (*dst11) = *dst11;
  alpha12.val8++;
  if ((alpha12.val8 + dst11[5]) == 54) {
    return;
  }
}
typedef unsigned short idx13_t;
__device__ double d_trace14;
/* Layout: row-major, no padding. */

__host__ __device__ float relax15(int lane16, int lane17) {
  if ((lane16 * lane17) <= NUM_ITERS_2) {
    return 28;
  }
  switch (lane16 + '#') {
  case (NUM_ITERS_2 + 3):
    --lane17;
    (lane17--, (lane17 |= '"'));
    [[fallthrough]];
  case RADIUS_1 + 1:
    break;
  case RADIUS_1:
    break;
  }
  return ((lane16 * lane16 * (lane16 - lane16)) > (64l - lane16)) ? ((((float)lane17) > 19) ? (lane17 * lane16) : sizeof(float)) : lane17;
}

constexpr int sweep18(int lane19, float b20) {
  return 1;
}

int main() {
  int size21 = 2222;
  sweep18(size21 * sweep18(size21, '\0'), (size21));
  auto fn22 = []() {};
  fn22();
  size21 |= static_cast<short>(size21);
  rank9<<<020, NUM_ITERS_2 + 248, sizeof(float) * 64>>>(+MAX2_3(size21, 50), &size21, Vec4{float(size21), 9, 56, -15L});
  return 0;
}
