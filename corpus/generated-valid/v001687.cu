// cudagen 0.1 seed 1687 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,main,device_array,constant_var,shared_var,struct,struct_template,aligned_struct,if,for,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
/* NOTE: keep in sync with the host reference. */

template <typename T>
struct Node4 {
  T vel5;
  signed char mass6;
  T y7;
  __host__ __device__ void total8(int u9)
  {
    Node4<T> v10 = Node4<T>{static_cast<T>(mass6), static_cast<signed char>(39), T(46)};
  }
};
__constant__ int c_gather11 = 33l;

struct alignas(8) Sample12 {
  double lo13;
  int w14;
  signed char weight15;
};

struct alignas(16) Sample16 {
  float flag17;
  float w18;
  unsigned int lo19;
  long hi20;
};
// Layout: row-major, no padding.

__host__ __device__ void split21(double alpha22, int n23)
{
  Node4<double> x24 = {1.0, 60, 2lu};
  for (int it25 = 0; it25 < 3; ++it25)
    x24 = x24;
  if (!(n23 > alpha22))
    return;
  n23 = -1L;
}
__device__ short d_sweep26[4];

__global__ void stencil27(unsigned int *buf28)
{
  int tid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
  split21(10.25, 0x22);
  d_sweep26[3] = buf28[c_gather11] % sizeof(int);
  for (int n30 = 0; n30 < 0x8; n30++) {
    d_sweep26[3]++;
    split21(62l, tid29);
    __shared__ unsigned char sh_31;
  }
}

int main()
{
  int size32 = 2808;
  stencil27<<<dim3(4), (64), 0>>>(nullptr);
  unsigned prod33 = size32;
  size32 = prod33;
  stencil27<<<(size32 + 31) / 32, 32>>>(nullptr);
  return 0;
}
