// cudagen 0.1 seed 2355 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,constexpr_function,main,managed_var,constexpr_var,struct,operator_overload,aligned_struct,enum,enum_class,typedef,using_alias,if,ternary,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,macro_function,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define RADIUS_1 16
#define WARPS_2 5
#define TILE_DIM_3 8
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

#ifdef USE_FAST_PATH_8
#define TUNE_9 16
#else
#define TUNE_9 23
#endif
#undef TILE_DIM_3
#define TILE_DIM_3 2

struct alignas(16) Node10 {
  long long count11;
  int lo12;
  size_t z13;
  double w14;
};

inline __host__ __device__ Node10 operator+(Node10 a, Node10 b) {
  Node10 r = a;
  r.count11 += b.count11;
  r.lo12 += b.lo12;
  r.z13 += b.z13;
  r.w14 += b.w14;
  return r;
}
using rec15_t = Node10;
__managed__ double m_scale16[16];

__global__ void filter17(unsigned beta18, int* __restrict__ acc19) {
  int gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
  --beta18;
  if ((m_scale16[1] - 1) <= (*acc19))
    return;
  acc19[beta18] = 076;
  ACCUM_5(beta18, ((acc19[7] >> ((unsigned int)beta18))));
  double off21{7.0};
  --acc19[0];
  ACCUM_5(m_scale16[gid20], (blockDim.x % (*acc19)));
}
enum Mode22 : int { ADD23, RED24 };

struct Pixel25 {
  int x26;
  int hi27;
  unsigned count28;
  float count29;
};

__global__ void split30_kernel(int n31, Mode22 cfg32, const int* __restrict__ coef33) {
  float q34 = n31 ? MIN2_4(blockIdx.x, 6) : 27ll;
  m_scale16[13]++;
  ++m_scale16[n31];
}

__host__ __device__ float merge35(int lane36) {
  ++lane36;
  const float* v37 = nullptr;
  lane36 = 013;
  lane36--;
  unsigned cnt38 = lane36;
  cnt38--;
  int* hi39 = &lane36;
  return v37[lane36];
}
enum class Color40 { Green41, High42, Slow43 = 7 };
using rec44_t = Node10;
typedef Node10 rec45_t;

constexpr int host_scatter46(int len47) {
  return 39 + ((len47 + len47) / len47);
}

int main() {
  int len48 = 2286;
  split30_kernel<<<dim3(128, 1), 1 << 7>>>((RADIUS_1) << (len48 - 0x15u), RED24, &len48);
  len48--;
  --len48;
  float f49 = merge35(merge35(-072)) + merge35(7 - len48);
  if (len48 < (len48 << len48))
    return len48;
  filter17<<<RADIUS_1 + (TILE_DIM_3 + 238), 1 << (TILE_DIM_3 + (RED24 + (WARPS_2 + RED24)))>>>(f49, &len48);
  return 0;
}
