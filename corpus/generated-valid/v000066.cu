// cudagen 0.1 seed 66 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_device_function,host_function,default_args,main,shared_var,static_shared,constexpr_var,const_local,enum,namespace,if,if_else,if_init,switch,goto,static_assert,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,cast_c,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifndef USE_FAST_PATH_1
#define TUNE_2 9
#else
#define TUNE_2 48
#endif
#if TUNE_2 % 2 == 0 || TUNE_2 < 4
#define CONFIG_3 7
#elif TUNE_2 < 0
#error unreachable configuration
#else
#define CONFIG_3 22
#endif
#undef CONFIG_3
#define CONFIG_3 8
enum Mode4 : unsigned int { SLOW5 = 2, BUSY6, IDLE7 };

__device__ __forceinline__ unsigned smooth8(short* dst9, Mode4 p10) {
  float k11 = 1'478;
  unsigned char v12((p10 * 4032) & (*dst9));
  static_assert(((IDLE7 + (CONFIG_3 + (CONFIG_3 + 11))) * 2) > 61, "tile must fit");
  return ((13 + v12) & (dst9[v12 & 7]));
}

namespace gpu13 {
__device__ long mix14(size_t b15 = 15) {
  if (blockDim.z > (b15 - b15)) {
    switch (b15 + 0x7) {
    case (SLOW5 + (BUSY6 + SLOW5)): {
      Mode4 flag16 = BUSY6;
      float hi17 = 13.375f - (b15 + SLOW5 + threadIdx.z);
      break;
    }
    case 0: {
      static __shared__ long sh_18;
      break;
    }
    case (BUSY6 + SLOW5) * 2:
      break;
    case 12:
      break;
    }
  }
  return b15;
}

__host__ __device__ long long filter19(double beta20, int lane21, int len22 = 28) {
  float t23 = 23.75F;
  if ((beta20 > 0x22) || (len22 >= 35)) {
    return -beta20;
  }
  return beta20 - lane21;
}
} // namespace gpu13

__global__ void spread24_kernel(int stride25, int n26) {
  __shared__ double sh_27[128];
  int cnt28 = 24ll;
}

float run_relax29(int count30 = 18) {
  if (BUSY6 > count30) {
    goto done31;
  }
  spread24_kernel<<<dim3((count30 + 077) / 64, (count30 + 127) / 128, (count30 + 0x7F) / 128), 128, 1 << 12, nullptr>>>(count30, count30);
  count30 = count30;
done31:;
  return 18.0F;
}

int main() {
  int size32 = 1412;
  spread24_kernel<<<(size32 + 31) / 0x20, 128 * (BUSY6 + 1), 0>>>((-size32), (unsigned int)(57 + size32));
  if (const bool sum33 = size32 == (size32 * size32); (size32) <= 30) {
    size32 = ((size32 + size32) * (sum33 + sum33)) % sum33;
  } else {
    spread24_kernel<<<(TUNE_2 + 208), dim3((size32 + 0x7f) / 128), (IDLE7 + 4'092)>>>(0x24, 1 * sum33 * (sum33 & 31U));
  }
  spread24_kernel<<<IDLE7 + 12, 512>>>(size32, size32);
  return 0;
}
