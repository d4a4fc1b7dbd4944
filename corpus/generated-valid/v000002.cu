// cudagen 0.1 seed 2 valid
// features: kernel,grid_constant,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,auto_var,struct,operator_overload,if,if_init,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
struct Vec3 {
  char w4;
  unsigned sum5;
  unsigned long long id6;
};
__global__ void tally7_kernel(__grid_constant__ const Vec3 alpha8, int count9, float *out10)
{
  unsigned int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx11 >= count9) {
    return;
  }
  if (double x12 = 3.75f; !out10) {
    count9 = MAX2_1(count9, x12) + ((idx11 * 40) >> (idx11 + blockIdx.z));
  }
  (*out10) *= (61 | gridDim.y) * idx11;
  out10[idx11] += (13 * int(idx11)) - ((out10[idx11 & 7] += 23.25F, count9) * (~alpha8.sum5));
}
struct Span13 {
  int val14, lo15;
  long long hi16;
};
__host__ __device__ Span13 operator+(Span13 a, Span13 b)
{
  Span13 r = a;
  r.val14 += b.val14;
  r.lo15 += b.lo15;
  r.hi16 += b.hi16;
  return r;
}
int host_trace17(int lane18)
{
  lane18--;
  tally7_kernel<<<(lane18 + 63) / 64, 1 << 0b1001, 256, 0>>>(Vec3{char(lane18), unsigned(43), 29}, lane18, nullptr);
  tally7_kernel<<<1, 128>>>(Vec3{}, (lane18 * lane18) + 23u, (float*)nullptr);
  unsigned int m19 = 6;
  return static_cast<signed char>(lane18);
}
int main()
{
  int size20 = 190;
  if (auto lo21 = 5 + size20; size20 != 16l) {
    if (((lo21 & lo21) - (lo21 + 8)) != 0b1011) {
      double s22 = lo21;
    }
    if (size20 >= MAX2_1(lo21, 21)) {
      return MAX2_1(size20 | sizeof(Vec3), size20);
    }
  }
  size20 += size_t(1 | (size20 % 3921ll));
  return 0;
}
