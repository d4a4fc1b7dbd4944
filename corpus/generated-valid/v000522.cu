// cudagen 0.1 seed 522 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,device_function,main,shared_var,constexpr_var,const_local,enum,namespace,nested_namespace,if,if_else,if_init,for,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define BLOCK_SIZE_2 32
#define WARPS_3 4
#define CAT_4(a, b) a##b

#ifndef USE_FAST_PATH_5
#define TUNE_6 9
#else
#define TUNE_6 35
#endif

#if WARPS_3 > 60
#define CONFIG_7 7
#else
#define CONFIG_7 29
#endif
#undef WARPS_3
#define WARPS_3 8

__global__ void __launch_bounds__(WARPS_3 + (CONFIG_7 + (TUNE_6 + (BLOCK_SIZE_2 + (TUNE_6 + (BLOCK_SIZE_2 + 905)))))) warp8(int lane9, int len10, int *__restrict__ dst11) {
  if ((len10) <= 14) {
    goto out18;
  }
  if (int cnt12 = len10; (CAT_4(lane, 9) / 49) <= sizeof(unsigned int)) {
    __shared__ float sh_13;
  } else {
    long x14 = len10;
    for (int it15 = 0, j16 = 7; it15 < j16; (++it15, (--j16))) {
      int v17{static_cast<int>(dst11[5])};
      len10 = (x14 += 26UL, it15) - cnt12;
    }
  }
out18:;
}

namespace ops19::v20 {
__global__ void filter21_kernel(int *__restrict__ dst22, int *dst23, const float *in24) {
  dst22[6]++;
  if ((*dst22) == 38) {
    return;
  }
  int flag25 = in24[6] * in24[3];
}

__global__ void scale26(double *buf27, int count28, long long *data29, size_t *dst30) {
  int val31 = dst30[5];
  data29[7]++;
  __shared__ unsigned int sh_32[128];
}

template <class T, typename U>
__global__ void __launch_bounds__(1'024) reduce33(const T *__restrict__ coef34, T *dst35) {
  const double prod36 = 14.5 * (*coef34);
  ++(*dst35);
  dst35[1] += dst35[6];
  dst35[2]++;
}
} // namespace ops19::v20
// Computes one element per thread.

inline __device__ int update37(unsigned long long cfg38, float cfg39, int lane40) {
  cfg39 = TUNE_6;
  if (const char mid41 = CONFIG_7 * (CAT_4(cfg, 38) - (46 + cfg38)); ((lane40 * 21) & 1)) {
    cfg38++;
  } else {
    ++cfg39;
  }
  return 59;
}
enum Phase42 { GREEN43 = 2, LOW44 = 5, HIGH45, OFF46 };

int main() {
  int count47 = 2470;
  ops19::v20::reduce33<long, unsigned int><<<(count47 + 255) / 256, OFF46 + (NUM_ITERS_1 + 41), 512 * (GREEN43 + 6)>>>(nullptr, nullptr);
  cudaStream_t h48 = (cudaStream_t)0;
  count47 |= (count47 * count47) + count47;
  warp8<<<16, 128, 0, nullptr>>>(static_cast<double>(sizeof(double)), 40L, nullptr);
  ops19::v20::filter21_kernel<<<(count47 + 127) / 128, 256, 0>>>(nullptr, nullptr, nullptr);
  ops19::v20::scale26<<<(count47 + 31) / 32, (GREEN43 + 2) * (HIGH45 + (OFF46 + (GREEN43 + 1))), sizeof(int) * 128>>>(nullptr, 39, nullptr, static_cast<size_t*>(nullptr));
  return 0;
}
