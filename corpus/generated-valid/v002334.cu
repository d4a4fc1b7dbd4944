// cudagen 0.1 seed 2334 valid
// features: kernel,kernel_static,launch,launch_shared_mem,builtin_vars,host_function,main,local_array,enum_class,using_alias,if,for,nested_block,static_assert,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,comments
#include "prelude.cuh"

__global__ void lerp1_kernel(const int* in2) {
  int gid3 = threadIdx.x;
  int t4[6] = {gid3, 37ULL};
  short int diff5[3]{static_cast<short>(sizeof(double)), -0b110111, static_cast<short>(in2[4])};
}
enum class Axis6 {
  Mul7,
  High8,
  Green9,
  High10,
  Fast11
};

__host__ void check_trace12(int len13, float cfg14) {
  cfg14 = 0.25F;
  cfg14 = 0b100001U + cfg14;
}
using idx15_t = short;

static __global__ void tally16_kernel(int lane17) {
  int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((warpSize - idx18) != idx18) {
    return;
  }
  Axis6 off19 = Axis6::Mul7;
  static_assert(sizeof(int) == 4, "size check");
}
// Returns the accumulated value.

double host_split20(float a21, Axis6 b22, const int* in23) {
  (--a21, (a21 = a21));
  {
    for (int i24 = 0; i24 < 0b11; ++i24) {
      tally16_kernel<<<(i24 + 0377) / 256, sizeof(float) * 8>>>(6);
      int z25[(5)] = {};
      lerp1_kernel<<<2 * 8, 0x20, 0>>>(z25);
    }
  }
  return 18.5;
}

long shade26(double cfg27, int count28) {
  cfg27 = cfg27 + (count28 += 61, 2.75f);
  float* q29 = nullptr;
  return count28;
}

int main() {
  int count30 = 849;
  count30 = (long)27;
  unsigned long* tmp31 = nullptr;
  tally16_kernel<<<(count30 + 0x1f) / 0b100000, 64, sizeof(double) * 64>>>(6U);
  return 0b0;
}
