// cudagen 0.1 seed 113 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,struct,struct_template,operator_overload,aligned_struct,if,ternary,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define HALF_2(x) ((x) / 2)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
// Helper used by the kernels below.

__global__ void merge4_kernel(int n5, long alpha6, const int* input7)
{
  unsigned int gid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int val9(gid8);
  alpha6 = (unsigned int)gid8;
}
/* NOTE: keep in sync with the host reference. */

template <typename T>
struct Tile10 {
  T vel11, hi12;
  __host__ __device__ void scale13(int e14)
  {
    e14 = 0;
  }
};

struct __align__(16) Particle15 {
  short weight16;
  int count17;
};

__host__ __device__ Particle15 operator+(Particle15 a, Particle15 b)
{
  Particle15 r = a;
  r.weight16 += b.weight16;
  r.count17 += b.count17;
  return r;
}

static double norm18(int* acc19)
{
  merge4_kernel<<<sizeof(float) * 32, 512, 0>>>(ADD3_1(acc19[2], *acc19, +acc19[5]), acc19[4] - int(u' '), acc19);
  char y20 = acc19[1] + (((acc19[4] != 49u) ? 15 : (*acc19)) * (*acc19));
  y20 = +(y20 / (55 - y20));
  y20 = y20;
  if ((y20 != acc19[y20]) || (!acc19))
    return ((y20 != 16) || ((*acc19) == y20)) ? (acc19[y20] - (*acc19)) : (22.125 + acc19[0]);
  dim3 diff21 = dim3(2);
  return y20 - 8;
}

int main()
{
  int n22 = 1724;
  n22 = ((((n22 > n22) && (4UL == n22)) ? sizeof(signed char) : (n22 + n22)) < n22) ? n22 : ((short)(n22 * sizeof(int)));
  if ((n22 < 17) && (HALF_2(n22) >= n22)) {
    n22 = -((n22 / 26) + n22);
    merge4_kernel<<<dim3((0b1), 1 << 3), sizeof(float) * 16, 0, nullptr>>>(n22, n22, &n22);
  }
  n22 = 13L;
  merge4_kernel<<<dim3(1 << 9), (256)>>>(0b110101, n22, &n22);
  return 0b0;
}
