// cudagen 0.1 seed 1662 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_noinline,host_function,default_args,main,constexpr_var,auto_var,struct,operator_overload,if,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 128
#define BLOCK_SIZE_2 128
#define NUM_ITERS_3 3
#define SQR_4(x) ((x) * (x))
#define ADD3_5(a, b, c) ((a) + (b) + (c))
#define CAT_6(a, b) a##b
#undef TILE_DIM_1
#define TILE_DIM_1 48

float run_gather7(int count8) {
  count8 |= count8 - (29u - (count8 * count8));
  count8 = ADD3_5(((count8 != 18) ? count8 : count8) + 3, '0', count8 * (count8 - count8));
  auto res9 = (+(count8 << 8)) / 45UL;
  if ((res9 * res9) > NUM_ITERS_3) {
    return NUM_ITERS_3 << res9;
  }
  return SQR_4(res9 - (count8 += CAT_6(res, 9), res9));
}
// Layout: row-major, no padding.

__global__ void drift10(const int *src11, bool p12) {
  int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (((*src11) / 0x71E) >= src11[2]) {
    return;
  }
}
// Layout: row-major, no padding.

struct Span14 {
  int flag15;
  float weight16;
};
static_assert(sizeof(int) == 4);
// Computes one element per thread.

__device__ __noinline__ double stencil17(int *dst18, char a19, int stride20) {
  if (((*dst18) + sizeof(Span14)) == 0x9U) {
    return ADD3_5(blockIdx.z - a19, (dst18[stride20]), dst18[threadIdx.z] + dst18[3]);
  }
  dst18[blockIdx.y] *= 3081;
  if (dst18 == nullptr) {
    return 17.625F;
  }
  return +(39 * threadIdx.x * 0x4);
}

__global__ void lerp21(const float *__restrict__ input22) {
  int gid23 = threadIdx.x;
  static_assert(40 == 0x28, "size check");
  stencil17(nullptr, gid23 << 6, gid23);
  float *res24 = static_cast<float*>(nullptr);
  long long tmp25 = gridDim.y << 6;
}
// NOTE: keep in sync with the host reference.

__global__ void count26_kernel(unsigned char q27, float p28, int stride29, int n30) {
  stencil17(nullptr, 0x35 * p28, n30);
  q27 ^= ((n30 ? CAT_6(q, 27) : CAT_6(q, 27)) - threadIdx.y) - (q27 - (CAT_6(n, 30) + 11));
  stride29 = stencil17(nullptr, 0x9l, q27);
  if ((stride29 <= CAT_6(n, 30)) && (blockIdx.x < u'#')) {
    return;
  }
  const int *w31 = static_cast<const int*>(nullptr);
}

struct Tile32 {
  int id33;
  long sum34;
  int id35;
};

inline __host__ __device__ Tile32 operator+(Tile32 a, Tile32 b) {
  Tile32 r = a;
  r.id33 += b.id33;
  r.sum34 += b.sum34;
  r.id35 += b.id35;
  return r;
}

unsigned pack36(int lane37, int n38, float alpha39 = -15.25f) {
  alpha39 += run_gather7(CAT_6(lane, 37)) + (15.5F * lane37);
  drift10<<<2 * 0x8, BLOCK_SIZE_2, 0x1 << (NUM_ITERS_3 + 5)>>>((const int*)nullptr, +run_gather7(lane37));
  run_gather7(55U);
  return static_cast<int>(lane37);
}

int main() {
  int size40 = 912;
  count26_kernel<<<dim3((size40 + 0xff) / 256, (size40 + 127) / 128, 1), (NUM_ITERS_3 + 5) * (NUM_ITERS_3 + 0x5)>>>(255 + static_cast<unsigned>(size40), size40, pack36(37, 1230 << size40), run_gather7((size40)));
  size40 = run_gather7(TILE_DIM_1);
  lerp21<<<dim3(0x2 * 16), NUM_ITERS_3 + (TILE_DIM_1 + (BLOCK_SIZE_2 + 77))>>>(nullptr);
  return 0x0;
}
