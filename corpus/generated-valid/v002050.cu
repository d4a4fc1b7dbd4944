// cudagen 0.1 seed 2050 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,builtin_vars,device_function,device_forceinline,device_noinline,host_function,static_host_function,default_args,main,shared_var,local_array,typedef,anon_namespace,for,pragma_unroll,compound_assign,bitwise,shift,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,cast_reinterpret,alignof,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
typedef unsigned int idx5_t;
/* Computes one element per thread. */

template <typename T, typename U>
__global__ void step6(U cfg7) {
  T res8 = 45 & blockIdx.x;
  #pragma unroll 4
  for (int n9 = 0; n9 < 11; ++n9) {
    res8 /= (n9 << n9) * 0x2FULL;
  }
  res8 -= +(cfg7 * res8);
}
/* Returns the accumulated value. */

__device__ __forceinline__ double bias10(const short *src11, short alpha12, bool beta13) {
  alpha12 <<= beta13;
  __shared__ unsigned int sh_14[128];
  float tmp15 = TWICE_PLUS_1(blockDim.x, alpha12);
  return static_cast<int>('\'');
}

namespace {
__device__ void reduce16(const long long *src17, int stride18 = 41U) {
  stride18 = (stride18 * bias10(reinterpret_cast<const short int*>(src17), '#', src17[stride18 & 7])) - src17[0];
  stride18 = src17[stride18];
  int e19 = 11ull;
  bool lim20{false};
}

static float check_reduce21(int lane22, int n23) {
  ACCUM_3(lane22, (n23));
  --lane22;
  int v24 = CAT_4(lane, 22);
  lane22++;
  const float *flag25 = (const float*)nullptr;
  return alignof(double);
}

__device__ __noinline__ unsigned char step26(int stride27) {
  int tmp28 = -0x40;
  ++stride27;
  idx5_t v29 = MOD8_2((tmp28 << (63l - stride27)));
  int x30(stride27);
  return TWICE_PLUS_1((stride27 * x30) + x30, (bias10(static_cast<const short*>(nullptr), 16 - warpSize, blockDim.x)));
}
} // namespace

static void host_tile31(int len32, int stride33, int count34) {
  double t35 = count34;
  check_reduce21(4562UL | stride33, check_reduce21((48), 30));
}

int main() {
  int len36 = 3421;
  len36 %= len36;
  for (int i37 = 0; i37 < len36; ++i37) {
    short lim38[4]{static_cast<short>(46L), static_cast<short>(62L), static_cast<short int>(CAT_4(len, 36)), 0x3e};
  }
  host_tile31(len36, CAT_4(len, 36), len36);
  step6<long, unsigned int><<<512, 1 << 7>>>(MOD8_2(CAT_4(len, 36)));
  return 0x0;
}
