// cudagen 0.1 seed 533 invalid:nonintegral_switch
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,main,constexpr_var,const_local,if,if_else,while,comparison,incdec,lit_int_hex,lit_int_suffix,lit_float,cast_functional,sizeof,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 14
#else
#define TUNE_3 45
#endif
#if TUNE_3 > 75
#define CONFIG_4 3
#elif TUNE_3 < 0
#error unreachable configuration
#else
#define CONFIG_4 11
#endif

__global__ void __maxnreg__(128) tile5_kernel(float a6) {
  int idx7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (blockDim.x == threadIdx.x) {
    return;
  }
  ACCUM_1(a6, (blockDim.x));
  if (float(a6 / idx7) <= a6) {
    a6 = TUNE_3 + a6;
    int s8 = 26 + (idx7 * a6);
    --s8;
  } else {
  }
}

int main() {
  int count9 = 924;
  float f_12 = 1.5f;
  switch (f_12) {
  case 1:
      break;
  }
  int pass10 = 0;
  while (pass10 < 9) {
    if (count9 <= (pass10 * count9)) {
      return count9;
    }
    ACCUM_1(count9, ((count9 + pass10 + 15ul)));
    const float hi11 = (11.625F + count9 + (pass10)) * ((count9 / pass10) - 1.375f);
    ++pass10;
  }
  count9 = 44;
  count9++;
  tile5_kernel<<<dim3((count9 + 0xff) / 256, sizeof(float) * 0x2), CONFIG_4 + 117, 1024>>>(pass10);
  return 0;
}
