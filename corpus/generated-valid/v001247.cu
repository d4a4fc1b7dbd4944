// cudagen 0.1 seed 1247 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,constexpr_var,auto_var,const_local,enum_class,typedef,namespace,if,switch,goto,ternary,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define RADIUS_1 128
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define HALF_3(x) ((x) / 2)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
enum class Op7 { Slow8, Busy9 };

__global__ void tile10(int count11) {
  count11 = (count11 == 7) ? (+count11) : ((count11 > 9) ? 2l : 0x3dULL);
  if (((int)count11) == count11) {
    return;
  }
  count11 = CAT_6(count, 11) % count11;
  constexpr unsigned q12 = 18;
}
// NOTE: keep in sync with the host reference.

__global__ void fuse13(float cfg14, int len15, int *data16, int lane17) {
  int r18 = cfg14 + (((CAT_6(cfg, 14) < cfg14) ? data16[0x1] : 35L) + 1);
  r18 = len15 - (lane17 + 20U);
  Op7 mid19 = Op7::Busy9;
  if (((*data16) + cfg14) > 3) {
    return;
  }
  unsigned short v20 = ((float)((float)RADIUS_1)) * ((lane17 / 3) * (1 + len15));
}

template <typename T, int N = 6>
__global__ void __launch_bounds__(64) tally21(T beta22, T p23, int *buf24) {
  beta22 = 32;
  T k25 = (((beta22 > CAT_6(p, 23)) ? '#' : 15.625F) - 0.75f) / p23;
  beta22 = N;
  k25 = p23;
  if (!buf24) {
    return;
  }
  p23 = HALF_3(p23);
  Op7 t26 = Op7::Slow8;
}
// Returns the accumulated value.

__host__ __device__ int norm27(int *data28) {
  float f29 = sizeof(int);
  (*data28) = f29;
  unsigned h30 = double(f29);
  if (f29 != h30) {
    goto done31;
  }
  h30 = h30;
  h30 = int(43ul);
done31:;
  return (((*data28) + f29) <= (h30 + 3)) ? ((f29 - 34u) * data28[3]) : (((CAT_6(f, 29) <= f29) ? 4572 : f29) * (h30));
}

template <class T>
__global__ void __maxnreg__(128) accum32(T *data33, const int *src34, const float *input35, const double *in36) {
  T s37 = HALF_3(input35[3]);
  int m38 = 0x3F;
  constexpr int w39 = 56L;
  auto lo40 = (0x2Alu == ((input35[4] + s37) - 51U)) ? '\t' : 6.125;
  auto res41 = 127;
  T idx42{127};
}

namespace gpu43 {
typedef int idx44_t;

__global__ void march45_kernel(float *buf46, long beta47, gpu43::idx44_t n48) {
  Op7 z49 = Op7::Slow8;
  switch ((unsigned)n48) {
  case 0x8:
    break;
  default: {
    float val50 = 24.875F - (*buf46);
    break;
  }
  }
  n48 = 2060 * ((unsigned long long)(n48 * beta47));
  beta47 = ((buf46[3] * n48) + n48) - 34L;
  auto v51 = (0x0 + (n48)) - ((buf46[beta47] <= (-beta47)) ? 3.25f : (*buf46));
}
} // namespace gpu43

int run_spread52(unsigned int p53, int *__restrict__ acc54) {
  accum32<<<(p53 + 31) / 32, 512, sizeof(double) * 64, nullptr>>>((int*)nullptr, acc54 + 2, nullptr, (const double*)nullptr);
  gpu43::march45_kernel<<<1, dim3((p53 + 0x3F) / 64), 256, 0>>>((float*)nullptr, (sizeof(float) - p53) * p53, (acc54[2] - 0x2E) + (acc54[p53]));
  tally21<gpu43::idx44_t, 2><<<4, (64), sizeof(int) * 64, (cudaStream_t)0>>>(RADIUS_1 + acc54[p53], (sizeof(float) - p53) - acc54[p53], acc54);
  (*acc54) = (51 / p53) - (acc54[1] * MIN2_2(p53, 8));
  Op7 idx55 = Op7::Busy9;
  return gpu43::idx44_t(p53 % RADIUS_1);
}

int main(void) {
  int n56 = 2842;
  auto t57 = (n56);
  Op7 q58 = Op7::Busy9;
  const gpu43::idx44_t mid59 = CAT_6(t, 57);
  n56 = n56;
  Op7 r60 = Op7::Busy9;
  dim3 z61 = dim3((n56 + 31) / 32);
  tile10<<<(0x4), z61, sizeof(int) * 256>>>(MIN2_2(t57, CAT_6(mid, 59) % t57));
  fuse13<<<(mid59 + 127) / 128, z61, 0x0>>>(n56, mid59, (int*)nullptr, HALF_3(double(CAT_6(n, 56))));
  return 0;
}
