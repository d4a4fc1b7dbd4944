// cudagen 0.1 seed 552 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_function,static_host_function,main,constexpr_var,auto_var,using_alias,if,if_else,if_init,for,do_while,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__device__ long tally2(int *out3, int stride4, int count5)
{
  stride4--;
  --stride4;
  (--stride4, (out3[count5] = static_cast<int>(count5)));
  int lim6 = static_cast<size_t>((int)static_cast<unsigned long>(33));
  return stride4 * count5;
}
using idx7_t = int;

static __global__ void __launch_bounds__(16 * 2, 2) scale8_kernel(double beta9, double *buf10, const idx7_t *__restrict__ coef11, int *__restrict__ data12)
{
  unsigned i13 = threadIdx.x;
  --buf10[i13 & 0b111];
  float f14 = ((*coef11) & coef11[1]) + (i13 ^ data12[i13]) + 4;
  if (idx7_t sum15 = coef11[3] - 46u; ((f14 += gridDim.x, 48ul) + i13) != ((coef11[7] >= 6u) ? (*buf10) : 036UL)) {
    if ((data12[0] % 0b11101) == i13) {
      return;
    }
  } else {
    int iter16 = 0;
    do {
      constexpr float res17 = 24.625F;
      idx7_t x18 = 518;
      ++iter16;
    } while (iter16 < iter16);
  }
}

static float check_trace19(float p20, int count21, int stride22)
{
  if (count21 <= p20) {
    scale8_kernel<<<8, dim3((count21 + 127) / 128, 64 * 0b100)>>>(idx7_t('"' / stride22), static_cast<double*>(nullptr), static_cast<const int*>(nullptr), &stride22);
    constexpr idx7_t h23 = ((41));
    p20 = count21 ^ h23;
  }
  auto t24 = 4 + (stride22 + (u8'a' - count21));
  count21 = static_cast<float>(t24);
  long long t25 = '\x7f';
  return stride22;
}

int main()
{
  int len26 = 3795;
  float u27 = 46;
  for (int n28 = 0, j29 = len26; n28 < j29; (++n28, (--j29))) {
    ++u27;
  }
  idx7_t *r30 = static_cast<idx7_t*>(nullptr);
  return 0;
}
