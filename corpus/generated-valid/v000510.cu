// cudagen 0.1 seed 510 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,device_function,main,shared_var,shared_2d,host_global,constexpr_var,enum,if,if_init,for,pragma_unroll,switch,static_assert,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,lambda_generic,lambda_mutable,lambda_launch,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))

#ifdef USE_FAST_PATH_2
#define TUNE_3 2
#else
#define TUNE_3 37
#endif

#if TUNE_3 % 2 == 0 || TUNE_3 < 4
#define CONFIG_4 2
#else
#define CONFIG_4 22
#endif

__device__ int fold5(const float *src6, int count7)
{
  --count7;
  count7 = 39;
  count7--;
  static_assert(49 > 0b110000, "tile must fit");
  __shared__ float sh_8[64];
  return *src6;
}

__global__ void __launch_bounds__(64) reduce9_kernel(double p10, const unsigned int *coef11, int *acc12, long long *__restrict__ out13)
{
  out13[0] = coef11[0];
  __shared__ float sh_14[10][12];
  unsigned long idx15 = 44L;
  switch (out13[0b11]) {
  case 2:
    out13[1] = 45 / sh_14[6][8];
    break;
  case 1: {
    int m16 = ((*acc12) + MAX2_1(acc12[idx15], 64U)) - ((31 / (*out13)) - sizeof(unsigned short));
    break;
  }
  case 5: {
    float z17(idx15 + 24.125f);
    break;
  }
  default:
    break;
  }
}
double g_filter18 = 16.875F;

__device__ void sweep19(int count20)
{
  float prod21(static_cast<double>(count20 - count20));
  count20 = fold5(nullptr, count20) + (TUNE_3);
  count20 = CONFIG_4;
}

template <typename T, typename U>
__global__ void drift22(const U *src23, int count24, const U *__restrict__ input25, char alpha26)
{
  T off27 = (15.125 * count24);
  constexpr bool e28 = 0;
  off27 = MAX2_1(fold5((const float*)nullptr, 46UL * alpha26), 46);
  constexpr double m29 = 19.125f;
}
enum Level30 : int {
  LOW31,
  IDLE32,
  OFF33 = 6,
  GREEN34,
  FAST35
};

template <typename T, int N = 3>
__global__ void combine36(const T *coef37, T *data38, Level30 alpha39, int *dst40)
{
  if (T z41 = +data38[2]; MAX2_1(z41, 5) > alpha39) {
    #pragma unroll 8
    for (int n42 = 0; n42 < 6; n42++)
      fold5(static_cast<const float*>(nullptr), N);
    (*dst40) = fold5(nullptr, z41);
  }
  static_assert((FAST35 + (OFF33 + 6)) == 20, "bad config");
}

int main()
{
  int size43 = 2685;
  Level30 mid44 = IDLE32;
  auto fn47 = [=](auto z45, auto q46) mutable {
    combine36<double, 5><<<1 << (GREEN34 + (IDLE32 + 1)), dim3((size43 + 127) / 128, 1 << 5, (size43 + 0b111111) / 64)>>>((const double*)nullptr, &g_filter18, mid44, &size43);
    mid44 = GREEN34;
    return z45 * 2;
  };
  switch (mid44 + mid44) {
  case 7:
    break;
  case FAST35 + IDLE32:
    break;
  case IDLE32:
    size43 = size43;
    break;
  default: {
    const char *mid48 = "path\\to";
    break;
  }
  }
  reduce9_kernel<<<GREEN34 + 121, dim3(1, sizeof(unsigned int) * (GREEN34 + 1), (size43 + 255) / 256)>>>(MAX2_1(mid44, g_filter18), nullptr, nullptr, static_cast<long long*>(nullptr));
  drift22<float, double><<<0b1, 16 * (GREEN34 + IDLE32)>>>(&g_filter18, g_filter18, &g_filter18, 44 >> (mid44 * size43));
  return 0;
}
