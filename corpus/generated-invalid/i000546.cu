// cudagen 0.1 seed 546 invalid:goto_undefined_label
// features: kernel,kernel_extern_c,restrict_params,launch,launch_dim3,launch_stream,device_function,host_device_function,host_function,static_host_function,constexpr_function,main,constant_var,host_global,constexpr_var,local_array,using_alias,namespace,if,if_else,if_init,for,switch,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define CHUNK_1 16
#define NUM_ITERS_2 16
#define WARPS_3 ((5))
#define LOW_BITS_4(x) ((x) & 0xF)
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b

__device__ float fuse9(double b10, double b11, int stride12) {
  if (((int)WARPS_3) <= (CAT_8(stride, 12) + stride12 + 41)) {
    long v13[7]{28, 26, 6L, 38ul, 5L, 1390u, 2571lu};
    constexpr unsigned char k14 = 0b11001;
  } else if (long flag15 = 27 | ((unsigned char)b11); (3426 * CAT_8(flag, 15)) < (~stride12)) {
    b10 -= flag15;
  }
  return b10 * ((53U % CAT_8(stride, 12)) * (b11 + 12));
}

extern "C" __global__ void relax16_kernel(long long b17, int count18, unsigned* data19) {
  short y20(b17);
  b17 -= fuse9(count18, (unsigned short)CAT_8(b, 17), fuse9((14.875), CAT_8(count, 18), 0 | y20));
  for (int it21 = 0; it21 < count18; it21 += 3) {
    if ((it21 & 1)) {
      return;
    }
    b17 = fuse9(~it21, b17 - count18, static_cast<int>(b17 - it21));
    double k22(MIN2_5(LOW_BITS_4(count18), CAT_8(it, 21)));
  }
}
inline constexpr long TILE23 = 0b101;
static constexpr unsigned int WIDTH24 = 5;

static signed char host_mix25(int lane26) {
  const char* base27 = "x=%d" "_tail";
  lane26 |= WIDTH24;
  relax16_kernel<<<(lane26 + 63) / 64, 32>>>(0, 33, nullptr);
  return LOW_BITS_4(lane26 + 30U) - MIN2_5(lane26 * base27[0], 9);
}
using real28_t = float;

constexpr __host__ __device__ int smooth29(int lane30, float b31) {
  constexpr float f32 = 28;
  b31 *= (2532);
  return 44U + ((double)static_cast<real28_t>(b31));
}
__constant__ unsigned long c_relax33 = 20;
const char* g_drift34 = "warp size";

namespace math35 {
__global__ void fuse36_kernel(int* data37, float* __restrict__ buf38) {
  switch (c_relax33) {
  case 11:
    switch ((unsigned char)(*data37)) {
    case (2): {
      unsigned f39 = ((~data37[5]) - LOW_BITS_4(*data37)) % (smooth29(c_relax33, WARPS_3) & smooth29(c_relax33, -15.25f));
      int lo40 = -((int)((long long)c_relax33));
      break;
    }
    case 1:
      data37[c_relax33] += LOW_BITS_4(c_relax33);
      break;
    case WIDTH24 + WIDTH24:
      (*buf38) = sizeof(unsigned long long);
      break;
    }
    break;
  }
}
const char* g_merge41 = "kernel\n";
} // namespace math35

unsigned int host_march42(float b43, real28_t* buf44) {
  for (int n45 = TILE23 + 5; n45 > 0; --n45) {
    switch (host_mix25(771)) {
    case 12:
      break;
    case sizeof(unsigned int) * 2:
      for (int n46 = 0; n46 < 3; n46++) {
        constexpr float r47 = -19.375F;
        host_mix25(2628u * MIN2_5(math35::g_merge41[1], 0b11111));
      }
      break;
    }
  }
  return TILE23 + (g_drift34[1] / MIN2_5(math35::g_merge41[0b1], TILE23));
}

int main() {
  int n48 = 56;
  goto nowhere51;
  float sum49 = static_cast<char>(LOW_BITS_4(g_drift34[1]) % (52 * n48));
  cudaStream_t base50 = (cudaStream_t)0;
  math35::fuse36_kernel<<<dim3(WIDTH24 + 123), (64)>>>(&n48, &sum49);
  return 0;
}
