// cudagen 0.1 seed 492 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,default_args,main,constant_var,shared_var,extern_shared,constexpr_var,const_local,typedef,namespace,if,if_init,goto,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,lambda_mutable,lambda_iife,macro_function,macro_stringize,pp_ifdef,pp_if
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifdef USE_FAST_PATH_5
#define TUNE_6 11
#else
#define TUNE_6 45
#endif

#if TUNE_6 % 2 == 0 || TUNE_6 < 4
#define CONFIG_7 3
#else
#define CONFIG_7 11
#endif

namespace ops8 {
int run_sweep9(int *out10, unsigned *buf11) {
  (*out10) = out10[3] - 026;
  if (buf11 != nullptr) {
    buf11[6] = 12U;
  }
  unsigned int hi12(4 - (*out10));
  return CONFIG_7;
}
__constant__ float c_mix13 = -7.25f;
inline constexpr unsigned int LANES14 = 0x10 * 2;
} // namespace ops8
typedef float real15_t;

namespace math16 {
__global__ void bump17_kernel(unsigned int *__restrict__ data18, long *__restrict__ buf19) {
  unsigned gid20 = threadIdx.x;
  if (gid20 == (*data18)) {
    return;
  }
  long y21(1l);
}
__constant__ unsigned int c_warp22 = 011;
} // namespace math16

__global__ void mix23(const int *__restrict__ in24, double *buf25, int len26) {
  extern __shared__ unsigned int dyn_27[];
  int i28 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i28 >= len26) {
    return;
  }
  if ((in24 == nullptr) || (in24 != nullptr)) {
    return;
  }
  int lim29 = 0b11101;
  real15_t q30 = dyn_27[len26];
  if (int z31 = (ops8::c_mix13 * threadIdx.z) + q30; (blockIdx.x * CONFIG_7) == z31) {
    if (!(z31 >= len26)) {
      return;
    }
    real15_t sum32 = static_cast<int>(i28);
  }
}

namespace math33 {
float host_merge34(unsigned int q35 = 49) {
  if (real15_t v36{static_cast<float>(ops8::LANES14)}; !((v36) == v36)) {
    q35 = ADD3_2(v36, v36, (ops8::run_sweep9(static_cast<int*>(nullptr), &q35)));
    int m37 = TUNE_6;
    q35 = m37;
  }
  return ops8::LANES14;
}

__global__ void scale38_kernel(int len39, const float *in40, const real15_t *__restrict__ coef41) {
  extern __shared__ float dyn_42[];
  unsigned int i43 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned int v44 = blockIdx.z;
  if ((dyn_42[len39] > (*in40)) && (gridDim.x != 27)) {
    goto skip45;
  }
  v44 = (math16::c_warp22);
skip45:;
}

__global__ void bias46_kernel(const int *__restrict__ in47) {
  int gid48 = (blockIdx.x * blockDim.x) + threadIdx.x;
  long long prod49 = blockIdx.x - 2;
  real15_t flag50 = in47[5];
  (++flag50, (prod49 = static_cast<float>(20.375f)));
}
} // namespace math33

unsigned long pack51(double *acc52, float b53, bool cfg54 = false) {
  cfg54 = math33::host_merge34(cfg54) <= ops8::run_sweep9(static_cast<int*>(nullptr), (unsigned int*)nullptr);
  ops8::run_sweep9(nullptr, nullptr);
  if (cfg54) {
    goto skip56;
  }
  ([=]() mutable {
    const float lim55 = cfg54;
  })();
  if ((51u < cfg54) || (acc52[4] < ops8::LANES14)) {
    ops8::run_sweep9(nullptr, nullptr);
  }
  b53 = MOD8_1(MOD8_1(cfg54));
skip56:;
  return static_cast<int>(2) - math33::host_merge34();
}

int main() {
  int count57 = 2126;
  if (static_cast<int>(count57 + 1) == 32) {
    const char *prod58 = STR_4(tile size);
    math16::bump17_kernel<<<512, 0x20, sizeof(double) * 256>>>(nullptr, (long*)nullptr);
  }
  mix23<<<(count57 + 0x7f) / 128, 64>>>(&count57, static_cast<double*>(nullptr), ops8::LANES14);
  math33::scale38_kernel<<<(count57 + 0b11111111) / 256, 32>>>(math33::host_merge34(), nullptr, nullptr);
  math33::bias46_kernel<<<010, 0x20>>>(&count57);
  return 0;
}
