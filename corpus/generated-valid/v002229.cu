// cudagen 0.1 seed 2229 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_function,static_host_function,main,device_var,constant_var,shared_var,auto_var,using_alias,namespace,anon_namespace,nested_namespace,if,while,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,alignof,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
using real2_t = float;

__global__ void split3_kernel(int lane4, int count5, long* out6)
{
  lane4 = -(+(lane4 - count5));
  if (out6[lane4] >= (*out6))
    return;
}
/* Helper used by the kernels below. */

__global__ void __launch_bounds__((128)) accum7_kernel(double alpha8, const int* __restrict__ src9)
{
  alpha8 -= (5.5f - src9[6]) / 59;
  int idx10 = src9[2];
  bool w11 = alpha8 + src9[2] + (0 - (*src9)) + ((src9[5] - 0) * (alpha8 / 1));
  auto stride12 = 25;
}

__global__ void step13_kernel(int count14, real2_t p15)
{
  count14 >>= ((count14 * sizeof(int)) | 5) + alignof(int);
  real2_t q16 = 6.875f;
  __shared__ real2_t sh_17;
  q16 = q16;
  q16 = CAT_1(p, 15);
  float flag18 = 41;
  sh_17 = 0x7 << count14;
}

namespace util19::inner20 {
__constant__ real2_t c_warp21 = 22L;
} // namespace util19::inner20
__device__ double d_scatter22 = 24.125;

namespace {
__global__ void rank23(char* data24, int* __restrict__ acc25, long p26)
{
  auto y27 = (-(data24[0x7])) + 34;
  if (CAT_1(p, 26) == (*data24))
    return;
  auto diff28 = (sizeof(int));
  __shared__ int sh_29[sizeof(unsigned int) * 0x2];
}
} // namespace

static void clamp30(int* __restrict__ data31, real2_t* acc32)
{
  data31[5] &= data31[3] & data31[0x0];
  int val33 = acc32[5];
  acc32[val33] += *acc32;
  double off34 = 11.5f / (*acc32);
}

int main(void)
{
  int count35 = 3843;
  int iter36 = 0;
  while (iter36 < 13) {
    cudaStream_t res37 = 0;
    rank23<<<2, 64 * 8, sizeof(float) * 0x40, res37>>>((char*)nullptr, (int*)nullptr, (19 * CAT_1(count, 35)) - iter36);
    double flag38 = iter36;
    ++iter36;
  }
  auto lim39 = -1.25F;
  count35 = count35;
  split3_kernel<<<sizeof(int) * 16, 0x80 * 2, 0, nullptr>>>(count35, 0, (long*)nullptr);
  accum7_kernel<<<sizeof(unsigned int) * 0x8, 0x10 * 8, 128 * 2, (cudaStream_t)0>>>(lim39, nullptr);
  step13_kernel<<<32, 64 * 2>>>(24lu, 7.625F);
  return 0;
}
