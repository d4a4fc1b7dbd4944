// cudagen 0.1 seed 129 invalid:endif_without_if
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,constexpr_function,main,constant_var,shared_var,extern_shared,struct,operator_overload,aligned_struct,typedef,namespace,if,do_while,switch,nested_block,static_assert,ternary,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_static,sizeof,alignof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__device__ int combine2(int len3) {
  unsigned base4{31};
  unsigned *lim5 = nullptr;
  static_assert(sizeof(int) == 4, "bad config");
  len3 = (base4 + 39 + ((len3 >= len3) ? len3 : 4)) - (len3 / 10);
  float q6 = (base4 << (lim5[base4] - lim5[base4])) * ((gridDim.y + warpSize) * 35U);
  return 'z' - q6;
}

__global__ void __launch_bounds__(1 << 0xa) march7(int n8, int count9, int len10, long long cfg11) {
  int idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int pass13 = 0;
  do {
    __shared__ unsigned long long sh_14[256];
    unsigned int lo15 = 412;
    ++pass13;
  } while ((pass13 < pass13) && ((idx12 * 52) != '\''));
}

__global__ void scatter16_kernel(int lane17) {
  extern __shared__ unsigned long dyn_18[];
  static_assert(1 > 0, "bad config");
  lane17 = (33l - dyn_18[4]) - dyn_18[2];
  if ((dyn_18[2] << '\0') == '\'') {
    return;
  }
}

namespace math19 {
struct __align__(8) Bounds20 {
  int lo21, hi22;
  float count23;
};

inline __host__ __device__ Bounds20 operator+(Bounds20 a, Bounds20 b) {
  Bounds20 r = a;
  r.lo21 += b.lo21;
  r.hi22 += b.hi22;
  r.count23 += b.count23;
  return r;
}
} // namespace math19

__host__ __device__ void sift24(int stride25, double *__restrict__ acc26) {
  {
    stride25 = stride25;
    if (stride25 <= (stride25 * (*acc26))) {
      return;
    }
  }
  acc26[stride25] = ((*acc26) / 19.5) - stride25;
  math19::Bounds20 idx27 = {stride25, 0x3C, static_cast<float>(sizeof(float))};
}
typedef int idx28_t;
__constant__ float c_tile29 = -64;

constexpr int count30(int n31, unsigned int a32) {
  return n31;
}

constexpr __host__ __device__ idx28_t decay33(int len34) {
  idx28_t z35{-33};
  return z35 / 1951U;
}

__global__ void __launch_bounds__(1 << 5, 1) fold36(int len37) {
  idx28_t gid38 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid38 >= len37) {
    return;
  }
  static_assert(0x2f == 47);
  len37 = 15L - blockDim.x;
  len37 = threadIdx.x - (alignof(char) << gid38);
  switch (len37) {
  case 6: {
    float e39(gid38);
    break;
  }
  case 3:
    break;
  case 0: {
    math19::Bounds20 r40 = math19::Bounds20{'"', 0x9, c_tile29};
    break;
  }
  }
  __shared__ int sh_41;
}
#endif

int main() {
  int count42 = 3525;
  fold36<<<(count42 + 255) / 256, (040), 16 * 020, nullptr>>>(11);
  int diff43 = count42;
  diff43 = (diff43 && (diff43 < 0x3d)) ? 0x3B : 19;
  diff43 = diff43;
  march7<<<dim3(sizeof(int) * 16), 1 << 5, 64 * 0x10, nullptr>>>(count42, (diff43 >= diff43) ? diff43 : (count42 - diff43), (0x28 * diff43) - 'z', 0xd + diff43 + (1291 % count42));
  scatter16_kernel<<<1 << 4, 0x1 << 0x6, 0, 0>>>((20 >> count42) - 0);
  return 0x0;
}
