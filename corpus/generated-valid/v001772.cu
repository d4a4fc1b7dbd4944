// cudagen 0.1 seed 1772 valid
// features: kernel,kernel_static,kernel_extern_c,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,device_function,host_function,main,device_var,constant_var,constexpr_var,enum,enum_class,typedef,if,do_while,nested_block,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,alignof,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifndef USE_FAST_PATH_1
#define TUNE_2 13
#else
#define TUNE_2 28
#endif
#if TUNE_2 == 28
#define CONFIG_3 3
#elif TUNE_2 < 0
#error unreachable configuration
#else
#define CONFIG_3 30
#endif
typedef int idx4_t;
enum Axis5 : unsigned int { BLUE6, LOW7 = 6, OFF8 = 8, LOW9 };
__device__ idx4_t d_fuse10 = 4707u;

__global__ void sweep11_kernel(const float *in12) {
  d_fuse10 = *in12;
  d_fuse10 = 40;
  d_fuse10 = 50;
}
__constant__ bool c_smooth13 = 0;
static_assert(sizeof(int) == 4, "size check");
__device__ size_t d_blend14 = (OFF8 + (CONFIG_3 + (CONFIG_3 + 1)));
enum class Phase15 {
  Blue16,
  Idle17,
  Red18 = 7,
  Add19,
  Blue20
};
enum Kind21 {
  MUL22,
  BLUE23,
  MUL24 = 7,
  IDLE25,
  FAST26 = 14
};
// Computes one element per thread.

__global__ void scatter27(char *__restrict__ buf28) {
  Kind21 base29 = FAST26;
  base29 = MUL24;
  d_blend14 = 17 | (d_blend14 + 0x35);
  if (base29 != 55lu) {
    return;
  }
}
// Layout: row-major, no padding.

int host_decay30(double *acc31, unsigned short alpha32) {
  sweep11_kernel<<<OFF8 + (LOW7 + 18), 1 << 6, sizeof(float) * 64>>>(nullptr);
  float cnt33{22.0f};
  Axis5 idx34 = LOW9;
  return (((idx34 % 3'828) != alpha32) && (alpha32 != acc31[7])) ? (~(alpha32 * 9)) : (((idx34 == 58) ? 23l : 2618) + 55L);
}
enum Op35 : long {
  HIGH36,
  ADD37,
  LOW38 = 5,
  BUSY39,
  ADD40
};
enum Mode41 { HIGH42 = 3, ON43 = 5, BUSY44 = 9 };

extern "C" {
__device__ char decay48(int n49, char beta50) {
  {
    if (((d_blend14 > c_smooth13) ? BUSY39 : ON43) > 54) {
      return int(n49 - BLUE23);
    }
    if ((59 > d_blend14) || n49) {
      return 43;
    }
  }
  int w51 = 0;
  do {
    if (24U > (c_smooth13 - c_smooth13)) {
      return BUSY39;
    }
    n49 = w51;
    ++w51;
  } while (w51 < 14);
  return ADD40;
}

static __global__ void __maxnreg__(32) smooth45_kernel(int count46) {
  constexpr short v47 = ON43 * ((HIGH42 + 0x2) * 2);
  static_assert((13) > 12, "bad config");
}
}

int main() {
  int count52 = 0x587;
  unsigned mid53(count52);
  count52 |= (short)((mid53 ^ 1863) + (count52 - mid53));
  scatter27<<<(mid53 + 0b1111111) / 128, IDLE25 + 56, 0x0, (cudaStream_t)0>>>((char*)nullptr);
  smooth45_kernel<<<(2), (128), sizeof(double) * 0b10000000>>>(((idx4_t)alignof(char)) % mid53);
  return 0b0;
}
