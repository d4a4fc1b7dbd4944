// cudagen 0.1 seed 708 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,device_function,host_device_function,device_template_function,host_function,default_args,main,local_array,struct,struct_methods,operator_overload,aligned_struct,using_alias,if,while,static_assert,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_reinterpret,cast_const,sizeof
#include "prelude.cuh"

__global__ void __maxnreg__(128) pivot1(const long *src2)
{
  int r3{0b100110UL};
  r3++;
  r3 = 4908 / ((r3 += 48, (*src2)) >> (*src2));
  r3 = (10UL + src2[5]) << r3;
  r3 = *src2;
}
template <typename T, int N = 4>
__device__ T march4(T *__restrict__ dst5, int n6)
{
  int w7 = 0;
  while (w7 < w7) {
    unsigned res8 = (N * (*dst5) * dst5[0b111]);
    T sum9 = 17.375f;
    ++w7;
  }
  return sizeof(int) + (-(dst5[4] - sizeof(int)));
}
using ptr10_t = int*;
__global__ void rank11(const long *__restrict__ src12, const short *__restrict__ input13)
{
  const size_t *z14 = reinterpret_cast<const size_t*>(input13);
}
__host__ __device__ int mix15(int len16, float alpha17)
{
  alpha17 = ((len16 - 0x1C) ^ (len16 += len16, 4133)) + ((len16 - len16) * (alpha17 + alpha17));
  int y18[0x3] = {'z', -51l, 48L};
  signed char idx19(127);
  int cnt20 = alpha17;
  return '#' % ((len16 + y18[len16]) * (54LL));
}
struct alignas(16) Body21 {
  int weight22;
  unsigned long long y23;
  __host__ __device__ void get24(int x25)
  {
    if (weight22 == u8' ') {
      return;
    }
    Body21 z26{0x3C, y23};
  }
};
inline __host__ __device__ Body21 operator+(Body21 a, Body21 b)
{
  Body21 r = a;
  r.weight22 += b.weight22;
  r.y23 += b.y23;
  return r;
}
float host_spread27(const unsigned int *__restrict__ coef28, int lane29 = 156lu)
{
  if ((42 | lane29) >= (coef28[lane29 & 7] - 'A')) {
    Body21 val30 = Body21{lane29, 30};
    static_assert(31 == 31);
  }
  unsigned *s31 = const_cast<unsigned*>(coef28);
  (*s31) = coef28[3];
  lane29 = 35ll;
  lane29++;
  return *s31;
}
int main()
{
  int size32 = 2260;
  pivot1<<<dim3((size32 + 63) / 0x40), 32>>>(nullptr);
  if ((size32 + 35) <= size32) {
    return size32;
  }
  rank11<<<(0x10), 4 * 8>>>(nullptr, nullptr);
  return 0;
}
