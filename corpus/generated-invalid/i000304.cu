// cudagen 0.1 seed 304 invalid:kernel_constexpr
// features: kernel,kernel_static,launch,host_device_function,host_function,static_host_function,constexpr_function,default_args,main,constexpr_var,enum,namespace,nested_namespace,if,goto,nested_block,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,sizeof,macro_object,macro_statement,pp_undef
#include "prelude.cuh"

#define CHUNK_1 4
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef CHUNK_1
#define CHUNK_1 48

static __global__ void relax3_kernel(int count4)
{
  if ((count4 < CHUNK_1) || (count4 == count4)) {
    goto finish6;
  }
  {
    float z5 = +count4;
    z5++;
  }
  count4 %= CHUNK_1;
finish6:;
}
enum Op7 : long { RED8, ON9 = 2 };

__global__ void drift10_kernel(Op7 p11, float *acc12)
{
  if (p11 != RED8) {
    return;
  }
  --acc12[4];
  acc12[3] += ((acc12[3] + 29LL) * (acc12[2] * p11)) + (acc12[0] + 15);
}
enum Mode13 { MUL14, ADD15 = 6, GREEN16 };

namespace detail17::inner18 {
__host__ __device__ void accum19(int stride20)
{
  --stride20;
  stride20 = ADD15;
  int val21 = stride20;
  if (val21 + stride20) {
    return;
  }
}

static int host_count22(unsigned short p23 = 61)
{
  int hi24 = (p23 += p23, (p23 / ((float)p23)));
  relax3_kernel<<<sizeof(unsigned int) * 64, 32>>>(((double)p23));
  Mode13 sum25 = GREEN16;
  ACCUM_2(p23, ((sum25 - p23) - sum25));
  return (p23 + (p23 += 3668L, 59)) * (MUL14 + p23);
}
} // namespace detail17::inner18

constexpr int host_score26(int lane27)
{
  return 56u + lane27;
}
__global__ inline void constexpr_kernel29(int *p)
{
    p[threadIdx.x] = 1;
}

int main()
{
  int count28 = 1'594;
  drift10_kernel<<<512, 128>>>(ON9, (float*)nullptr);
  if ((count28 - count28) < count28) {
    count28++;
  }
  count28++;
  return 0;
}
