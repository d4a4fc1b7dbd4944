// cudagen 0.1 seed 1520 valid
// features: kernel,launch,launch_dim3,builtin_vars,host_function,default_args,main,shared_var,shared_2d,constexpr_var,if,if_init,switch,goto,compound_assign,bitwise,shift,comparison,array_index,call,lit_int_octal,lit_int_suffix,cast_functional,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifndef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 63
#endif

__global__ void reduce6_kernel(float q7)
{
  switch (blockDim.x) {
  case 10: {
    __shared__ unsigned char sh_8[16][10];
    sh_8[4][2] &= sh_8[11][3];
    break;
  }
  default:
    break;
  }
}

int host_trace9(unsigned short beta10 = 64l)
{
  beta10 = beta10;
  if (double w11(-540); (beta10 / w11) != w11) {
    double h12 = w11;
    if (w11 == w11)
      return w11;
  }
  if (beta10 < TUNE_5) {
    goto out13;
  }
  beta10 = beta10;
  beta10 >>= beta10;
  reduce6_kernel<<<dim3((TUNE_5 + (TUNE_5 + 98))), TUNE_5 + (TUNE_5 + 2)>>>(beta10);
out13:;
  return (beta10 / (beta10 + beta10));
}

int main()
{
  int n14 = 1612;
  if (float y15 = host_trace9() - host_trace9(); ((y15 * 02206) - 5) != n14) {
    n14 |= int(27 - (y15));
    unsigned long long u16{35};
    reduce6_kernel<<<dim3(1 << 5), 32>>>(host_trace9());
  }
  return 0;
}
