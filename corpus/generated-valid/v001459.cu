// cudagen 0.1 seed 1459 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,device_function,host_device_function,device_template_function,main,constexpr_var,const_local,using_alias,if,if_init,do_while,goto,static_assert,compound_assign,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_float_exponent,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifndef USE_FAST_PATH_1
#define TUNE_2 5
#else
#define TUNE_2 60
#endif
#if TUNE_2 == 60
#define CONFIG_3 4
#elif TUNE_2 < 0
#error unreachable configuration
#else
#define CONFIG_3 30
#endif

static __global__ void __launch_bounds__(256, 1) norm4(int *out5, const unsigned char *__restrict__ coef6)
{
  const float *v7 = reinterpret_cast<const float*>(out5);
  out5[3] = 18;
  ((*out5)++, (out5[7] += *coef6));
  unsigned char m8(out5[1]);
}
constexpr double kD9 = 1e1;
// Helper used by the kernels below.

template <typename T>
__host__ __device__ T sift10(T *buf11, float q12)
{
  if (q12 == q12) {
    goto skip13;
  }
  if (((*buf11) + 24) <= q12) {
    return double(kD9);
  }
  q12 *= -1.625F;
skip13:;
  return kD9 + (buf11[7] - TUNE_2);
}

__device__ int grow14(int count15, const int *coef16, const double *__restrict__ in17)
{
  count15 /= kD9;
  const int stride18 = kD9;
  if (unsigned int idx19 = count15; ((*coef16) - 7) == in17[count15]) {
    idx19 = in17[idx19];
  }
  count15 /= *coef16;
  count15++;
  count15 = count15;
  return (21l + (*in17)) - stride18;
}
using idx20_t = unsigned char;

template <typename T, int N>
__global__ void __launch_bounds__((TUNE_2 + (CONFIG_3 + 448))) smooth21_kernel(T *data22)
{
  data22[4]++;
  data22[0]++;
  int diff23 = (u8'z' * data22[3]) - (50 - data22[0]);
}
static_assert(41 == 41, "size check");

__host__ __device__ unsigned grow24(int count25, int count26)
{
  if (count26 > (count25 / kD9)) {
    return 57U;
  }
  float q27 = -12.5F;
  int *acc28 = &count25;
  int pass29 = 0;
  do {
    count26 = TUNE_2 + (-count25);
    ++pass29;
  } while (pass29 < count25);
  size_t mid30 = q27;
  return 51;
}

int main()
{
  int n31 = 707;
  norm4<<<sizeof(unsigned int) * 16, TUNE_2 + 0704>>>((int*)nullptr, nullptr);
  constexpr long long prod32 = 55ul;
  smooth21_kernel<float, 1><<<2 * 8, 128 * 2>>>(nullptr);
  return 0;
}
