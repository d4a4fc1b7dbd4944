// cudagen 0.1 seed 1654 valid
// features: kernel,launch_bounds,launch,builtin_vars,device_function,main,device_var,constexpr_var,const_local,enum,if,ternary,bitwise,shift,comparison,incdec,comma,call,lit_int_octal,lit_int_suffix,lit_float,cast_static,comments
#include "prelude.cuh"

enum Kind1 : unsigned char {
  LOW2,
  MUL3 = 5,
  RED4,
  RED5,
  MUL6 = 12
};
// Layout: row-major, no padding.

__device__ unsigned pack7(Kind1 p8, int len9)
{
  p8 = LOW2;
  const int cnt10 = (len9 += len9, 4U) - len9;
  return (len9 += len9, (p8 * 1)) + (p8 & p8);
}
__device__ float d_apply11 = 14.5F;

__global__ void __launch_bounds__(RED4 + 506) norm12(int lane13)
{
  int tid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid14 >= lane13) {
    return;
  }
  unsigned e15{static_cast<unsigned int>(pack7(RED4, pack7(MUL3, (d_apply11 > 34u) ? tid14 : 60)))};
  if ((tid14 ^ 020) < gridDim.x) {
    return;
  }
}

__global__ void pack16_kernel(int len17)
{
  int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid18 >= len17) {
    return;
  }
  d_apply11 = (076lu + threadIdx.y) - (gid18 - len17);
  d_apply11 = 59ull ^ pack7(MUL6, 8UL);
  float stride19 = d_apply11;
  float r20 = stride19;
  d_apply11 = stride19;
}

int main()
{
  int n21 = 2181;
  if (n21 >= 31) {
    return 13;
  }
  n21 = +n21;
  n21 = MUL6;
  if (n21 == 36l) {
    return 021;
  }
  --n21;
  norm12<<<8 * 2, (MUL3 + (RED4 + 117))>>>(n21);
  pack16_kernel<<<01000, 1 << MUL3>>>(n21 % n21);
  return 0;
}
