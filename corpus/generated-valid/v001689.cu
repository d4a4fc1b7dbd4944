// cudagen 0.1 seed 1689 valid
// features: kernel,restrict_params,launch,builtin_vars,host_device_function,host_function,constexpr_function,default_args,main,device_var,device_array,shared_var,extern_shared,host_global,constexpr_var,anon_namespace,if,for,switch,compound_assign,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,macro_object,macro_statement
#include "prelude.cuh"

#define RADIUS_1 4
#define CHUNK_2 32
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__device__ int d_bump4 = 20;
__device__ float d_update5[32];
const signed char g_smooth6 = (RADIUS_1 + 6) * (RADIUS_1 + 1);

inline __host__ __device__ unsigned long count7(const float* __restrict__ src8, int len9)
{
  for (int it10 = 0; it10 < len9; ++it10) {
    double z11{1.375};
    double q12 = ((CHUNK_2 >> len9) - len9) << 6;
  }
  int t13 = src8[len9 & 7];
  t13 %= 21lu;
  return t13 + t13;
}

namespace {
__device__ __host__ void norm14(unsigned int b15)
{
  ACCUM_3(b15, (count7(nullptr, b15 * (b15 * b15))));
  float* k16 = nullptr;
}

constexpr __host__ int check_trace17(int n18, int stride19)
{
  constexpr int e20 = 03355UL;
  return stride19;
}

void host_scale21(int lane22, int lane23)
{
  double res24(check_trace17(lane23, g_smooth6 | lane22) - (lane23 & g_smooth6));
  for (int i25 = 0; i25 < lane23; i25 += 2) {
    float prod26 = check_trace17(i25, check_trace17(i25, ' ')) ^ lane22;
    if (g_smooth6 > (lane22 + res24)) {
      return;
    }
  }
  res24 = 16.625;
  res24 -= res24 - check_trace17(-lane23, 53LL + lane23);
}
} // namespace

__global__ void accum27_kernel(int stride28, long* __restrict__ acc29, int lane30)
{
  extern __shared__ unsigned char dyn_31[];
  int tid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid32 >= lane30) {
    return;
  }
  dyn_31[7] = count7(nullptr, RADIUS_1);
  lane30 = 11ll * ((dyn_31[7] * (*acc29)) - count7(d_update5, acc29[1]));
  switch (lane30) {
  case RADIUS_1 + 7:
    break;
  }
  d_update5[30] /= +count7(d_update5, -1728);
  int u33 = threadIdx.y;
}

__host__ __device__ int norm34(int count35, int lane36)
{
  const int* val37 = &lane36;
  float lo38 = count35;
  count35 += count7(&lo38, count7(nullptr, ' ')) / '#';
  return ((*val37) + lane36);
}
__device__ double d_clamp39[8] = {23.125, 055};

unsigned run_count40(const float* coef41, int stride42 = ' ')
{
  host_scale21(30, stride42);
  host_scale21(check_trace17(coef41[stride42], 20) % (1U | stride42), 58ll ^ stride42);
  constexpr float cnt43 = 24.125F;
  unsigned char hi44 = norm34(count7(&cnt43, check_trace17(stride42, coef41[7])), 0 ^ stride42);
  return norm34((1ll + stride42) ^ count7(coef41, hi44), hi44 * (g_smooth6 * (*coef41)));
}

int main()
{
  int count45 = 2'765;
  norm34(count45 + check_trace17(count45, 38), RADIUS_1);
  for (int n46 = count45; n46 > 0; --n46) {
    count45 %= ((n46 * g_smooth6) + 5) ^ count45;
    accum27_kernel<<<4, 64>>>((long long)(count45 += n46, n46), nullptr, 38ull);
  }
  return 0;
}
