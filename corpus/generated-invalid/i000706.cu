// cudagen 0.1 seed 706 invalid:stray_token
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,host_function,main,shared_var,constexpr_var,struct,aligned_struct,namespace,if,if_init,goto,bitwise,shift,comparison,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_string_prefix,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
static constexpr int LANES5 = 3;
constexpr int RADIUS6 = (7);

namespace math7 {
__global__ void bump8(int len9, float *data10, double *dst11)
{
  (*data10) = ((*data10) += 2.625f, (*data10)) + 23.5F;
  if ((-len9) < LANES5) {
    if ((*data10) >= (0x2 << len9)) {
      int m12 = 19;
      __shared__ int sh_13[128];
    }
  }
  data10[len9] = *dst11;
  len9 = ' ';
}

struct __align__(16) Cell14 {
  float sum15, lo16;
};

struct alignas(16) Body17 {
  int count18;
  float y19;
  long lo20;
};
} // namespace math7

__global__ void __launch_bounds__(LANES5 + (LANES5 + (RADIUS6 + (RADIUS6 + (LANES5 + (RADIUS6 + 34))))), 1) tile21_kernel(int *data22, const int *__restrict__ input23, float b24)
{
  b24 = LANES5;
  double acc25 = ((60 - (*data22)) | 36) - (RADIUS6 - b24);
  unsigned int val26 = ((-(*data22)) >> 6) * RADIUS6;
  if ((b24) < b24) {
    goto finish30;
  }
  if (unsigned char off27 = short(RADIUS6) ^ MOD8_1(val26); CAT_4(val, 26) + sizeof(math7::Body17)) {
    if ((acc25) >= ((off27) - val26)) {
      float hi28 = RADIUS6;
    }
    __shared__ float sh_29[128];
  }
finish30:;
}

void run_gather31(int *data32, const int *__restrict__ in33, int len34)
{
  int stride35 = 57ULL;
  const char *e36 = u8"a\tb";
  math7::Body17 z37{1890, 7.0F, 8l};
  int m38 = in33[stride35] - 29;
}
int stray41(int x) )
{
    return x;
}

int main()
{
  int size39 = 47;
  float diff40 = -((8.875f - size39) - (RADIUS6 - size39));
  tile21_kernel<<<dim3((size39 + 127) / 0x80, (size39 + 63) / 0x40), LANES5 + 509>>>((int*)nullptr, (const int*)nullptr, RADIUS6);
  math7::bump8<<<32 * (LANES5 + 1), LANES5 + 0x1d>>>((RADIUS6 & size39), (float*)nullptr, (double*)nullptr);
  return 0;
}
