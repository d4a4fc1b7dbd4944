// cudagen 0.1 seed 1815 valid
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,device_var,shared_var,constexpr_var,if,for,switch,switch_fallthrough,goto,ternary,compound_assign,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 4
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 1
#else
#define TUNE_7 62
#endif
#undef WARPS_1
#define WARPS_1 8

static __global__ void rank8(double *dst9) {
  unsigned int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (threadIdx.z >= WARPS_1) {
    return;
  }
  dst9[idx10] /= MIN2_2(dst9[gridDim.x] + 1, dst9[3] / WARPS_1) - 21.75;
  long m11 = MIN2_2(threadIdx.x, 36 * idx10) + ((idx10) * (WARPS_1 * dst9[0x4]));
  __shared__ int sh_12;
  sh_12 *= ((43 - m11) % 57) / MIN2_2(idx10 + 2954UL, dst9[3]);
}

__global__ void __maxnreg__(64) step13_kernel(const int *__restrict__ coef14) {
  unsigned int gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ int sh_16[WARPS_1];
  int v17 = WARPS_1;
  sh_16[gid15] = (sh_16[gridDim.x] != sh_16[blockIdx.y]) ? (((v17 > gid15) && warpSize) ? (gid15 / threadIdx.x) : (coef14[threadIdx.y] * threadIdx.x)) : WARPS_1;
  __shared__ float sh_18[64];
  float t19 = 7;
}
__device__ int d_kick20 = 0b100011l;
// Helper used by the kernels below.

__global__ void count21(int stride22, int n23) {
  int idx24 = threadIdx.x;
  if ((idx24 - stride22) != stride22) {
    goto done28;
  }
  switch (warpSize + blockDim.x) {
  case 0: {
    double e25 = ((MIN2_2(n23, 38l) < d_kick20) ? sizeof(int) : n23) - ((1.625 / blockDim.y) + 1);
    if ((blockDim.x > 31) && (d_kick20 == n23)) {
      return;
    }
    break;
  }
  case 3:
    for (int j26 = 0; j26 < 12; ++j26) {
      float q27 = ((37ul - blockDim.y) + MIN2_2(j26, blockDim.y)) - (d_kick20 % (idx24 * j26));
      if (d_kick20 != 0x1) {
        return;
      }
    }
    break;
  case (1):
    break;
  case 7:
    break;
  default:
    break;
  }
done28:;
}

static __global__ void shade29_kernel(int stride30, const int *coef31) {
  int idx32 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx32 < (idx32 + idx32)) {
    goto done35;
  }
  if (idx32 >= stride30) {
    return;
  }
  if ((coef31[blockIdx.y] + (*coef31)) < stride30) {
    return;
  }
  switch (warpSize) {
  case 5: {
    __shared__ long sh_33;
    sh_33 = ((sh_33 <= TUNE_7) || (CAT_5(idx, 32) + 9)) ? stride30 : sh_33;
    break;
  }
  case 0: {
    __shared__ long long sh_34[8];
    break;
  }
  case 10:
  case 0x6:
    break;
  default:
    break;
  }
done35:;
}

int main() {
  int len36 = 0x9cd;
  count21<<<dim3(64), dim3((len36 + 255) / 256), 0x0>>>((len36 += CAT_5(len, 36), (len36 + 61)), MIN2_2(len36, TUNE_7));
  len36 -= ((len36 - 0x27) <= len36) ? (len36 += len36, WARPS_1) : len36;
  step13_kernel<<<(len36 + 127) / 128, dim3(8, (len36 + 127) / 0x80), sizeof(double) * 64>>>(&len36);
  rank8<<<dim3((TUNE_7 + (WARPS_1 + (WARPS_1 + (WARPS_1 + 42)))), 128, (len36 + 255) / 256), dim3((len36 + 63) / 64, (len36 + 127) / 0b10000000, (len36 + 127) / 0x80)>>>(nullptr);
  unsigned char lim37 = len36 / 0x19ull;
  shade29_kernel<<<(len36 + 63) / 64, 64>>>(TUNE_7 - (lim37 += WARPS_1, TUNE_7), &len36);
  return 0b0;
}
