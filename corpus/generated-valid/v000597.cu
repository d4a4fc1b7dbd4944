// cudagen 0.1 seed 597 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,device_function,device_forceinline,main,constexpr_var,local_array,auto_var,if,switch,switch_fallthrough,goto,nested_block,static_assert,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_stringize,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#undef NUM_ITERS_1
#define NUM_ITERS_1 48

__global__ void __maxnreg__(128) pack5(bool q6, size_t* out7) {
  q6 = out7[0] <= out7[6];
  out7[0x2] ^= (short)((4 - out7[3]) - out7[2]);
  q6 = 54 == q6;
}

__global__ void __launch_bounds__(NUM_ITERS_1 + (NUM_ITERS_1 + 160)) decay8(long long p9, float* __restrict__ buf10) {
  p9 %= 8 * ((*buf10) += NUM_ITERS_1, 37);
  constexpr int idx11 = 5;
  p9 = p9;
  p9++;
  double w12[3] = {};
}

__device__ __forceinline__ void probe13(int count14) {
  long q15[8] = {};
  {
    float cnt16 = count14;
    auto mid17 = sizeof(int);
  }
  constexpr float hi18 = 0x11LL;
}

__global__ void decay19_kernel(int n20) {
  n20 = n20 ^ 20l;
  n20 = ADD3_2(n20 + n20, -n20, n20) + 4736;
  n20 -= NUM_ITERS_1;
  n20 = 60U;
  if (n20 >= 0x26L) {
    return;
  }
  n20 = n20;
  unsigned int res21[7] = {};
}

static __global__ void fuse22_kernel(int lane23, float* buf24) {
  (*buf24) = lane23;
  switch (lane23 | lane23) {
  case 1:
    (*buf24) = 23.375f;
    break;
  default: {
    double q25 = lane23;
    break;
  }
  }
  switch (lane23 - lane23) {
  case 0:
  case 0b111:
    lane23 *= ((-(*buf24)) - buf24[lane23]) + static_cast<short>(NUM_ITERS_1 + (*buf24));
    [[fallthrough]];
  case (0x4):
    probe13(buf24[4]);
    break;
  }
}

__global__ void tally26(float* dst27, int n28) {
  int flag29 = sizeof(int) + n28;
  if (ADD3_2(n28, 18L, flag29) < NUM_ITERS_1) {
    return;
  }
}

__global__ void __launch_bounds__(sizeof(float) * 64) drift30(int stride31, const unsigned int* __restrict__ coef32) {
  auto res33 = *coef32;
  res33 = 45ul;
  res33 ^= 23;
  double v34[5]{7, 11.5f, 15.75f, 5.0, double(22.875F)};
  constexpr float acc35 = 11.875f;
  static_assert(0x13 == 19, "bad config");
  auto y36 = res33;
}

__global__ void split37(double p38, const float* __restrict__ input39) {
  float h40 = *input39;
  if (input39[0b101] < (*input39)) {
    goto skip41;
  }
  probe13(p38);
skip41:;
}

int main() {
  int len42 = 0xD1C;
  split37<<<(len42 + 63) / 0b1000000, (NUM_ITERS_1 + (NUM_ITERS_1 + 040))>>>(NUM_ITERS_1, nullptr);
  len42 ^= sizeof(signed char);
  const char* k43 = STR_4(NUM_ITERS_1);
  const char* f44 = k43;
  decay8<<<sizeof(unsigned int) * (NUM_ITERS_1 + (NUM_ITERS_1 + 32)), dim3(512)>>>(static_cast<unsigned>(24L) ^ (~k43[0b1]), nullptr);
  pack5<<<(len42 + 31) / 32, dim3(256)>>>((!f44[1]) && (k43[0] <= (+k43[0])), (size_t*)nullptr);
  decay19_kernel<<<dim3(NUM_ITERS_1 + (NUM_ITERS_1 + 32), (len42 + 63) / 64, (len42 + 127) / 128), (512)>>>((unsigned long long)len42);
  fuse22_kernel<<<0x2, (0x80)>>>(f44[0], nullptr);
  return 0;
}
