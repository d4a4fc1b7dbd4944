// cudagen 0.1 seed 95 invalid:nonintegral_switch
// features: kernel,restrict_params,launch,builtin_vars,host_function,constexpr_function,main,shared_var,extern_shared,enum,if,for,ternary,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_static,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
enum Mode3 : unsigned char { ADD4 = 2, LOW5 = 8, RED6 };

__global__ void spread7(int len8, const float *src9, const double *__restrict__ in10)
{
  extern __shared__ int dyn_11[];
  unsigned int gid12 = threadIdx.x;
  if ((len8 + 59) <= len8)
    return;
  dyn_11[3] |= gid12;
  dyn_11[blockIdx.y] = CAT_2(gid, 12);
}
enum Op13 : int { RED14, RED15 = 3 };
enum Level16 { BUSY17, ADD18 };

constexpr int rank19(int count20)
{
  count20 = 07624ul * CAT_2(count, 20);
  return count20;
}

int main()
{
  int n21 = 651;
  float f_24 = 1.5f;
  switch (f_24) {
  case 1:
      break;
  }
  for (int j22 = 0x0, j23 = 7; j22 < j23; (++j22, (--j23)))
    n21 = (((j23 + 'a') > 0x3) ? 47 : ((n21 < j23) ? 41 : j23));
  spread7<<<(ADD18 + (ADD18 + 6)), (0200)>>>(static_cast<float>(CAT_2(n, 21) % 6), nullptr, static_cast<const double*>(nullptr));
  return 0x0;
}
