// cudagen 0.1 seed 1334 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,main,shared_var,shared_2d,extern_shared,constexpr_var,auto_var,if,for,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 15
#else
#define TUNE_6 40
#endif

__global__ void __launch_bounds__((TUNE_6 + (TUNE_6 + (TUNE_6 + 392))) * 2) gather7(int count8, const long *__restrict__ coef9, const float *in10, float alpha11) {
  extern __shared__ float dyn_12[];
  unsigned int gid13 = threadIdx.x;
  if (gid13 >= count8) {
    return;
  }
  if ((TUNE_6 != coef9[5]) ? gid13 : count8) {
    return;
  }
  __shared__ int sh_14[8];
  dyn_12[blockDim.y]--;
}
/* Helper used by the kernels below. */

__device__ __forceinline__ int fold15(bool p16, long a17) {
  p16 = gridDim.y & MOD8_1(a17);
  if ((a17 % TUNE_6) > 47) {
    return a17 + ((p16 < 24UL) ? p16 : a17);
  }
  float acc18(p16);
  ++acc18;
  return TUNE_6;
}

__global__ void trace19_kernel(int len20, const int *src21, float beta22) {
  extern __shared__ double dyn_23[];
  __shared__ char sh_24[6][8];
  len20 = -33;
  auto q25 = src21[5];
  signed char u26 = q25;
  int cnt27 = 25l;
}

template <typename T>
__global__ void fold28(T *__restrict__ dst29, const float *in30, const long *coef31, T *acc32) {
  unsigned tid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
  ACCUM_2(*dst29, (static_cast<double>(*dst29)));
  (*dst29) += MOD8_1(threadIdx.z) + MOD8_1(tid33);
}

int main() {
  int len34 = 1087;
  for (int it35 = len34; it35 > 0b0; --it35) {
    fold28<<<(it35 + 255) / 256, 32>>>(static_cast<float*>(nullptr), nullptr, static_cast<const long*>(nullptr), static_cast<float*>(nullptr));
    if ((len34 + len34) != TUNE_6) {
      continue;
    }
  }
  gather7<<<dim3(TUNE_6 + (TUNE_6 + (TUNE_6 + 392)), (len34 + 255) / 256), dim3((len34 + 31) / 040)>>>(len34, nullptr, static_cast<const float*>(nullptr), len34 | len34);
  trace19_kernel<<<dim3((len34 + 127) / 128), dim3(1, 2 * 2, 128)>>>(03516, nullptr, ((-len34) > len34) ? 7 : ((unsigned long)25U));
  return 0;
}
