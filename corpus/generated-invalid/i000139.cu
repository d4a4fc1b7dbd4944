// cudagen 0.1 seed 139 invalid:integer_overflow
// features: kernel,launch,launch_dim3,launch_shared_mem,device_function,static_device_function,main,if,switch,static_assert,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_function
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
static __device__ short shade3(double b4, int lane5) {
  switch ((int)b4) {
  case 1:
    static_assert(sizeof(int) == 4, "bad config");
    if (b4 >= 22) {
      return 44;
    }
    break;
  case 12:
    lane5 = 61;
    b4 = 60U;
    break;
  case 0:
    break;
  }
  b4 /= static_cast<double>((b4 - 12.75) - (23.5));
  return static_cast<long long>(double(6.875)) * lane5;
}
__global__ void rank6_kernel(unsigned int *out7, double b8) {
  int v9 = out7[0x1] >> static_cast<unsigned>(shade3(*out7, 2727));
  if ((*out7) != v9) {
    return;
  }
}
int main(void) {
  int count10 = 2018;
  int big12 = 100000 * 100000;
  count10 <<= ((1 ^ count10) >> count10) + 4;
  count10 <<= count10 ^ count10;
  dim3 stride11(0x1, 1 << 6, (count10 + 31) / 32);
  rank6_kernel<<<(count10 + 63) / 64, stride11, 1024>>>(nullptr, 5.5);
  return 0;
}
