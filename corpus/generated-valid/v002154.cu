// cudagen 0.1 seed 2154 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,host_function,static_host_function,default_args,main,enum_class,namespace,if,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define TILE_DIM_2 5
#define NUM_ITERS_3 64
#define MOD8_4(x) ((x) % 8)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_6(a, b) a##b

#ifdef USE_FAST_PATH_7
#define TUNE_8 12
#else
#define TUNE_8 50
#endif
#undef NUM_ITERS_1
#define NUM_ITERS_1 24
// Computes one element per thread.

__global__ void scatter9(double *buf10, float a11) {
  if (buf10[0b0] <= sizeof(float)) {
    return;
  }
  int t12 = 61l;
  a11 = 14.875f;
  t12 = 0b100 - blockDim.x;
  if (a11 > buf10[5]) {
    return;
  }
}

__host__ unsigned char run_lerp13(unsigned int *acc14, int count15 = -60) {
  count15 = count15;
  scatter9<<<(count15 + 63) / 64, 1 << (TILE_DIM_2 + 1)>>>((double*)nullptr, *acc14);
  scatter9<<<1, (TILE_DIM_2 + 27) * 8>>>(nullptr, *acc14);
  return acc14[3] - CAT_6(count, 15);
}
enum struct Phase16 : short { Red17 = 2, Slow18 };

namespace impl19 {
__device__ long long stencil20(unsigned int *buf21, Phase16 p22) {
  if (buf21 != nullptr) {
    return buf21[gridDim.x];
  }
  float m23 = (sizeof(signed char) - buf21[gridDim.x]);
  Phase16 flag24 = Phase16::Red17;
  m23++;
  flag24 = flag24;
  char base25 = 39;
  return m23;
}
} // namespace impl19

static void score26(double beta27, long long beta28, const long *src29) {
  beta28 = (-MOD8_4(src29[beta28])) << run_lerp13(nullptr);
  Phase16 base30 = Phase16::Slow18;
  beta28 = 3601;
  ++beta27;
  run_lerp13((unsigned*)nullptr, run_lerp13(nullptr, run_lerp13(nullptr, 6u)));
  base30 = Phase16::Slow18;
}

int main() {
  int size31 = 2071;
  ++size31;
  scatter9<<<(size31 + 255) / 256, 1 << (TILE_DIM_2 + 1), sizeof(int) * 32>>>((double*)nullptr, (3135 - size31) + size31);
  size31 = MOD8_4(size31 * run_lerp13((unsigned*)nullptr));
  if (size31 == MOD8_4(size31)) {
    return 20;
  }
  return 0b0;
}
