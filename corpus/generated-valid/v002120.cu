// cudagen 0.1 seed 2120 valid
// features: kernel,maxnreg,restrict_params,launch,builtin_vars,main,constexpr_var,enum,enum_class,if,static_assert,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_nullptr,cast_c,cast_functional,macro_function,macro_paste
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define CAT_2(a, b) a##b
enum Op3 {
  SLOW4,
  HIGH5,
  IDLE6,
  SLOW7,
  FAST8 = 8
};

__global__ void __maxnreg__(64) score9_kernel(int *__restrict__ dst10, unsigned long long a11, int *acc12, double *data13) {
  int gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  ++acc12[gid14];
  static_assert(59 > 58, "tile must fit");
  a11 = ((data13[5] + CAT_2(gid, 14)) - (HIGH5 | gid14)) - (-(*dst10));
  unsigned int prod15 = 15;
  data13[a11] = 15;
  if (acc12[prod15] < dst10[6]) {
    return;
  }
}
enum class Phase16 : short {
  High17,
  Add18,
  Slow19,
  Slow20,
  Idle21
};

int main() {
  int count22 = 2576;
  short tmp23 = CAT_2(count, 22) - count22;
  int s24 = 0x8;
  score9_kernel<<<HIGH5, 32>>>(nullptr, MAX2_1(short(s24), s24), (int*)nullptr, (double*)nullptr);
  return 0;
}
