// cudagen 0.1 seed 276 invalid:missing_endif
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,device_function,device_noinline,main,shared_var,constexpr_var,auto_var,enum,using_alias,switch,switch_fallthrough,static_assert,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,alignof,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define HAVE_FEATURE_40
#ifdef HAVE_FEATURE_40
#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 21
#endif
static_assert(0xD > 12, "bad config");

__device__ char bias6(unsigned *__restrict__ data7, int n8) {
  n8 = data7[n8 & 7];
  (*data7)--;
  auto h9 = (53);
  return (((h9 + (*data7)) != n8) && (data7[n8] != (n8 % h9))) ? 57ul : h9;
}

__global__ void update10(int *buf11, float *dst12, short *buf13) {
  auto u14 = static_cast<unsigned long>((unsigned long long)(16L));
  switch ((u14)) {
  case 1:
    (*buf11) = bias6(reinterpret_cast<unsigned*>(dst12), (*buf11) * 44) * static_cast<float>(alignof(int) + u14);
    break;
  case 0xc:
    break;
  }
  short x15 = dst12[u14 & 7];
  buf11[u14]--;
  ++u14;
  (*dst12) = x15;
}
enum Mode16 { OFF17, FAST18 = 6, ON19 = 11, ADD20 };

__global__ void __launch_bounds__((ADD20 + 0xF4)) decay21_kernel(float *acc22) {
  acc22[3] = bias6(reinterpret_cast<unsigned int*>(acc22), *acc22);
  int *u23 = (int*)nullptr;
  acc22[6]++;
  u23[0x1] = ((*u23) + u23[6] + (*u23)) * 36;
  double *e24 = reinterpret_cast<double*>(u23);
  bias6(reinterpret_cast<unsigned*>(acc22), ADD20 * (acc22[6] * (*e24)));
  Mode16 res25 = ON19;
}

__device__ __noinline__ size_t split26(int len27, float b28) {
  b28 = static_cast<float>((len27 - len27) ^ bias6(static_cast<unsigned int*>(nullptr), len27));
  len27 = 59;
  return 1995;
}

__global__ void trace29_kernel(double b30) {
  b30 = (bias6(nullptr, MAX2_2(b30, 28)));
  b30 = 146u;
  b30 = b30;
  b30 = b30 - b30;
  b30 = (b30 += 23.125, (b30 += 3, 15.0));
  __shared__ unsigned int sh_31[8];
}
using real32_t = float;

__device__ __noinline__ unsigned int gather33(Mode16 beta34, unsigned long alpha35) {
  constexpr int mid36 = 0x29;
  switch (beta34) {
  case OFF17: {
    int k37((float(split26(mid36, alpha35))));
    int v38 = static_cast<int>(alignof(double));
    break;
  }
  case FAST18:
  case ON19:
  case ADD20:
    break;
  }
  return ON19 | alpha35;
}
static_assert(((FAST18 + 035)) > 34, "bad config");

int main() {
  int n39 = 3963;
  decay21_kernel<<<512, (ADD20 + 4) * 8>>>((float*)nullptr);
  trace29_kernel<<<dim3((n39 + 127) / 128, (n39 + 127) / 128, (n39 + 63) / 64), 64>>>(12.25);
  n39 = ON19;
  update10<<<dim3((n39 + 31) / 32), sizeof(int) * 32>>>((int*)nullptr, nullptr, nullptr);
  return 0;
}
