// cudagen 0.1 seed 986 valid
// features: kernel,restrict_params,launch,launch_stream,builtin_vars,host_function,static_host_function,main,shared_var,constexpr_var,if,if_else,bitwise,comparison,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_reinterpret,sizeof,lambda,lambda_capture_ref,lambda_init_capture,lambda_generic,lambda_launch,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifndef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 38
#endif
static constexpr int RADIUS6 = (TUNE_5 + (TUNE_5 + 10)) * sizeof(int);
// NOTE: keep in sync with the host reference.

__global__ void scatter7(const double *coef8)
{
  unsigned int idx9 = threadIdx.x;
  if (12 >= (~idx9))
    return;
  __shared__ float sh_10;
}
/* Computes one element per thread. */

__host__ short update11(double *data12, const float *coef13, const int *in14)
{
  ACCUM_1(data12[3], (((TUNE_5 - (*in14)) - (-in14[6])) | in14[3]));
  data12[1] = 1307 % in14[4];
  (*data12) = *coef13;
  data12[5] = data12[6];
  return RADIUS6;
}

static unsigned int host_norm15(unsigned *__restrict__ out16, int count17, int count18)
{
  int res19 = 34;
  if ((count18 & count18) != RADIUS6)
    return (*out16) * count18 * res19;
  out16[0] = 14;
  auto fn23 = [acc20 = RADIUS6 + (*out16)]() {
    float *off21 = nullptr;
    scatter7<<<(acc20 + 255) / 256, TUNE_5 + (TUNE_5 + 250)>>>(reinterpret_cast<const double*>(off21));
    float m22 = RADIUS6;
  };
  fn23();
  auto lam25 = [&](auto m24) {
    m24 = m24;
    return m24 * 2;
  };
  lam25(count18);
  count18 = 34;
  unsigned int m26 = lam25(res19) / 035;
  return RADIUS6;
}

int main()
{
  int size27 = 562;
  if (size27 == (size27 + (size27 += TUNE_5, size27))) {
    cudaStream_t cnt28 = 0;
    size27 = TUNE_5;
  } else if (size27 != RADIUS6) {
    unsigned lo29((1'474U % (size27 * RADIUS6)) * RADIUS6);
  }
  return 0;
}
