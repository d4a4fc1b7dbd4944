// cudagen 0.1 seed 1585 valid
// features: kernel,kernel_static,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,host_device_function,host_function,constexpr_function,main,device_var,shared_var,extern_shared,constexpr_var,local_array,auto_var,static_local,struct,using_alias,namespace,if,while,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 8
#define NUM_ITERS_2 ((16 * RADIUS_1))
#undef NUM_ITERS_2
#define NUM_ITERS_2 12
__device__ unsigned int d_gather3;
__device__ double d_relax4 = 32;

__device__ __noinline__ void reduce5(const float* coef6, int* data7) {
  d_relax4 /= 8.375;
  d_gather3 <<= 0;
  --(*data7);
  if (d_gather3 <= data7[6])
    return;
}

constexpr int run_reduce8(int n9) {
  n9 = 3u;
  return 19;
}

__global__ void __maxnreg__(128) fuse10(const float* src11, long cfg12, float alpha13) {
  d_gather3 = d_relax4;
  unsigned lo14 = cfg12;
  auto hi15 = alpha13;
  reduce5(&alpha13, static_cast<int*>(nullptr));
}

inline __host__ __device__ short int kick16(long long beta17) {
  ++beta17;
  static_assert((11 * 5) == 55);
  unsigned char e18 = beta17;
  beta17 ^= 24L;
  ++beta17;
  return beta17;
}

double host_sweep19(int* data20, unsigned cfg21, int stride22) {
  cfg21 = 57lu;
  stride22 /= cfg21;
  return 63UL * data20[stride22];
}
// Returns the accumulated value.

static __global__ void decay23(float* acc24) {
  extern __shared__ size_t dyn_25[];
  (*acc24) -= d_gather3;
  static_assert(((NUM_ITERS_2 + 6) * 2) == 36, "bad config");
}
using ptr26_t = float*;

namespace impl27 {
constexpr __host__ int host_step28(int lane29, long p30) {
  auto r31 = lane29 * run_reduce8(p30 + RADIUS_1);
  return int(36UL);
}

struct Node32 {
  float val33;
  int flag34;
  unsigned mass35;
  int val36;
};
} // namespace impl27
constexpr int STEPS37 = 4;

__global__ void grow38_kernel(float q39) {
  short res40[5]{-1772, static_cast<short>(NUM_ITERS_2), 1u, 2324l, static_cast<short int>(STEPS37)};
  int iter41 = 0;
  while (iter41 < iter41) {
    d_gather3 = STEPS37 + res40[iter41];
    reduce5(&q39, nullptr);
    reduce5(static_cast<const float*>(nullptr), nullptr);
    ++iter41;
  }
  q39 *= d_relax4;
}

int main() {
  int count42 = 752;
  impl27::host_step28(count42 + (STEPS37 + count42), (3 >> count42) - count42);
  static float e43 = 8.5f;
  grow38_kernel<<<16, 512, 0, (cudaStream_t)0>>>(count42 >> 0);
  impl27::Node32 t44 = impl27::Node32{7.875F, 18, 2022, 6};
  fuse10<<<dim3((count42 + 31) / 32), 64, sizeof(float) * 32, 0>>>(&e43, 40 * e43, (count42 + sizeof(int)) << kick16(t44.mass35));
  decay23<<<2, (64)>>>(&e43);
  return 0;
}
