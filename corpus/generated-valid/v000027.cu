// cudagen 0.1 seed 27 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,main,struct,struct_methods,aligned_struct,goto,ternary,bitwise,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,macro_function,macro_statement
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__global__ void relax3(unsigned long* __restrict__ acc4, int stride5, int* data6, unsigned short p7)
{
  acc4[2] = MAX2_1(*data6, data6[0x5]);
  --(*data6);
  float lo8 = stride5;
  if ((*acc4) <= (*acc4)) {
    goto skip9;
  }
  stride5 = lo8;
skip9:;
}
struct alignas(16) Acc10 {
  double hi11;
  int mass12, hi13;
  unsigned int sum14;
  __host__ __device__ void apply15(double h16)
  {
    hi13 = +h16;
  }
};
int main()
{
  int count17 = 0x951;
  count17 = +((double)(count17 & 31U));
  Acc10 u18 = {double(30 % count17), 050, 0b110, 52};
  count17 = (u18.hi11);
  relax3<<<(count17 + 0x7f) / 0b10000000, dim3(16), 0>>>(nullptr, u18.hi11, nullptr, (count17 >= MAX2_1(u18.hi11, u18.hi13)) ? u18.hi11 : ((u18.hi13 < count17) ? count17 : 074u));
  return 0;
}
