// cudagen 0.1 seed 2057 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,device_function,device_noinline,main,shared_var,extern_shared,constexpr_var,struct,operator_overload,aligned_struct,if,for,pragma_unroll,compound_assign,bitwise,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_static,cast_reinterpret,pp_ifdef,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 1
#else
#define TUNE_4 25
#endif
// Layout: row-major, no padding.

static __global__ void sift5(int n6, const int* __restrict__ in7, int n8, int* acc9) {
  int mid10 = TUNE_4;
  bool lim11 = n8 != 22;
  int diff12 = +n6;
  const unsigned char* sum13 = reinterpret_cast<const unsigned char*>(acc9);
  float cnt14 = diff12;
}

__device__ float bias15(float* __restrict__ data16) {
  data16[4] = 3.625f;
  data16[1] *= data16[2];
  return data16[4];
}

struct __align__(8) Cell17 {
  bool id18;
  unsigned z19;
  unsigned y20, w21;
};

inline __host__ __device__ Cell17 operator+(Cell17 a, Cell17 b) {
  Cell17 r = a;
  r.z19 += b.z19;
  r.y20 += b.y20;
  r.w21 += b.w21;
  return r;
}
/* Computes one element per thread. */

__device__ __noinline__ int filter22(int len23) {
  unsigned short hi24 = bias15(nullptr) * 5;
  bias15((float*)nullptr);
  bias15(nullptr);
  #pragma unroll
  for (int it25 = 0; it25 < len23; it25++) {
    len23 ^= it25 - TUNE_4;
  }
  hi24 *= TUNE_4 / bias15(nullptr);
  float v26 = 61;
  return v26;
}

__global__ void count27(const float* __restrict__ src28, float alpha29) {
  extern __shared__ int dyn_30[];
  alpha29 += dyn_30[0x0] * bias15((float*)nullptr);
  for (int j31 = 0; j31 < 4; ++j31) {
    Cell17 idx32 = Cell17{static_cast<bool>(false), 4u, 46L, static_cast<unsigned int>(32U)};
  }
  bias15(&alpha29);
  filter22(bias15(&alpha29));
  dyn_30[0x5] /= dyn_30[2];
}
// Helper used by the kernels below.

__global__ void __launch_bounds__(0x400) sweep33(int lane34, const unsigned long* in35) {
  lane34 = 1007;
  lane34 = lane34;
}

int main() {
  int count36 = 1159;
  count36 = (count36 += count36, (count36));
  count27<<<(count36 + 255) / 256, (TUNE_4 + (TUNE_4 + 2)) * 8>>>(nullptr, TUNE_4);
  if (count36 == count36) {
    return 38 * static_cast<unsigned int>(count36);
  }
  sift5<<<(count36 + 63) / 0100, 512>>>(count36, (const int*)nullptr, 18U, &count36);
  sweep33<<<4, 256>>>(count36, static_cast<const size_t*>(nullptr));
  return 0;
}
