// cudagen 0.1 seed 921 valid
// features: kernel,kernel_static,launch,builtin_vars,host_device_function,host_function,constexpr_function,main,constexpr_var,struct,class_private,if,for,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_functional,sizeof,lambda,lambda_launch
#include "prelude.cuh"

static __global__ void stencil1(const int *input2, int stride3, short beta4)
{
  int gid5 = (blockIdx.x * blockDim.x) + threadIdx.x;
  stride3 >>= 9 - beta4;
  int h6 = (8 - gid5) - warpSize;
  constexpr int u7 = 37;
  if ((((*input2) == 27) ? 54 : u7) > gridDim.x) {
    return;
  }
  float m8((53 ^ (gridDim.x - stride3)) - (sizeof(int) + float(threadIdx.x)));
  long e9 = *input2;
  h6 = (float)(-(-25L));
}

class Bounds10 {
  float flag11;
public:
  __host__ __device__ Bounds10(float a12) : flag11(a12) {}
  __host__ __device__ void total13(double w14)
  {
    w14 /= flag11;
  }
};

constexpr __host__ __device__ int step15(int n16)
{
  constexpr long long stride17 = -3874;
  n16 = n16;
  return 0b111010;
}

__host__ long long run_norm18(int lane19)
{
  (lane19++, (lane19 = step15(lane19 * (sizeof(int) + lane19))));
  lane19 = (int)(lane19 += 1485UL, 8);
  return step15(lane19) >> (~((unsigned char)lane19));
}

int main()
{
  int size20 = 96;
  auto step23 = [](float lo21, int h22) -> float {
    h22 = run_norm18(lo21) & h22;
    stencil1<<<(4), 512>>>(nullptr, lo21 + (+lo21), lo21);
    return ((h22 + 8l) != lo21) ? step15(h22) : step15(h22);
  };
  step23(size20, size20);
  size20 = step23(step15(size20) * (size20 / size20), -56);
  stencil1<<<(size20 + 127) / 128, 128 * 2>>>(nullptr, size20 * (13 / size20), run_norm18(-11) - step23(size20, -1044LL));
  for (int n24 = 0; n24 < 0b1100; ++n24) {
    const char *q25 = "\"q\"";
    size20 |= (28l + q25[0b1]) | (size20 += size20, (~size20));
  }
  return 0;
}
