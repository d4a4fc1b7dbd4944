// cudagen 0.1 seed 1133 valid
// features: kernel,launch,builtin_vars,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,enum,namespace,if,if_else,switch,switch_fallthrough,ternary,compound_assign,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)

__global__ void accum2_kernel(float alpha3)
{
  extern __shared__ double dyn_4[];
  int i5 = threadIdx.x;
  alpha3 = alpha3 * i5;
  int *h6 = static_cast<int*>(nullptr);
  switch (i5 - h6[7]) {
  case 10: {
    __shared__ float sh_7[32];
    int *sum8 = h6;
    [[fallthrough]];
  }
  case 11:
    dyn_4[i5]--;
    break;
  case 4:
  case 12:
    break;
  }
}
enum Color9 {
  BLUE10,
  RED11,
  FAST12,
  OFF13,
  GREEN14
};

namespace img15 {
float check_trace16(double *acc17)
{
  acc17[2] *= ((float(*acc17)) > sizeof(float)) ? LOW_BITS_1((static_cast<unsigned char>(*acc17))) : (GREEN14);
  if ((acc17[6] + acc17[4]) < acc17[4]) {
    acc17[7] = 14.875f / (*acc17);
    acc17[7] -= static_cast<unsigned char>(acc17[4]) / 9;
  } else {
  }
  return static_cast<unsigned>('z' + (*acc17)) * ((16 + acc17[5]) - ((*acc17) + BLUE10));
}

__global__ void drift18_kernel(const int *in19, float a20, const int *coef21)
{
  int gid22 = threadIdx.x;
  if (LOW_BITS_1(threadIdx.z) >= GREEN14) {
    if (LOW_BITS_1((*coef21) * 22lu) > (blockDim.x / a20)) {
      a20--;
      a20--;
      if (gid22 + 51u) {
        if ((a20 + sizeof(float)) >= (*in19)) {
          return;
        }
        char res23{9UL};
      } else {
      }
    } else if (!(coef21[gid22] != gid22)) {}
  }
}
} // namespace img15

constexpr __host__ int check_smooth24(int len25, int len26)
{
  return LOW_BITS_1((len25));
}

int main()
{
  int size27 = 4050;
  size27 -= GREEN14;
  size27 = GREEN14;
  int val28 = 2 / ((double)size27);
  accum2_kernel<<<RED11 + 15, sizeof(unsigned int) * 32>>>(18.75f - LOW_BITS_1(val28));
  img15::drift18_kernel<<<4 * (RED11 + RED11), 8 * 16>>>(nullptr, 33 * val28, &val28);
  return 0;
}
