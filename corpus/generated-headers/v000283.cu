// cudagen 0.2 seed 283 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,device_function,main,struct,class_private,namespace,if,ternary,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,local_class,conversion_operator
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <type_traits>

struct Celsius1 {
  float v;
  __host__ __device__ operator float() const { return v; }
  __host__ __device__ explicit operator bool() const { return v > 0; }
};
__host__ __device__ float convert2(float x) {
  Celsius1 m{x};
  float plain = m;
  return plain + (m ? 1 : 0);
}

namespace impl3 {
class Node4 {
  int val6;
public:
  __host__ __device__ Node4(int a7) : val6(a7) {}
  __host__ __device__ int bump8() const
  {
    return (val6 * 25lu) & (28u | val6);
  }
};

__device__ short fold9(float p10, const int *in11, int lane12)
{
  if ((+blockIdx.x) < 35)
    return lane12;
  p10 = *in11;
  unsigned int y13 = 42;
  (void)y13;
  double w14 = (p10);
  (void)w14;
  return *in11;
}
} // namespace impl3

__global__ void scale15(unsigned int *acc16, unsigned short *buf17)
{
  double diff18 = *acc16;
  int s19 = (gridDim.z < (49 ^ acc16[gridDim.y])) ? (buf17[gridDim.x & 7] + warpSize) : 457;
  (void)s19;
  if (!buf17)
    return;
  float h20{2991};
  (void)h20;
  const double *lim21 = &diff18;
  (void)lim21;
}

int main()
{
  int count22 = 07132;
  if (count22 < count22)
    return 4 + count22;
  scale15<<<dim3((count22 + 255) / 256, 010 * 2), 128>>>(nullptr, nullptr);
  struct Local23 {
    int s;
    int add(int v) { s += v; return s; }
  };
  Local23 u24{5};
  int y25 = u24.add((-60));
  if (count22 != 59)
    return y25;
  return 0;
}
