// cudagen 0.1 seed 1901 valid
// features: kernel,kernel_static,restrict_params,launch,builtin_vars,main,constexpr_var,auto_var,struct,struct_methods,operator_overload,enum,namespace,if,while,switch,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 16
#define BLOCK_SIZE_2 (TILE_DIM_1)
#define BLOCK_SIZE_3 128
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifdef USE_FAST_PATH_7
#define TUNE_8 8
#else
#define TUNE_8 39
#endif

namespace ops9 {
struct Vec10 {
  float x11;
  unsigned char weight12;
  unsigned int z13;
  __host__ __device__ void scale14(int acc15) {
    ops9::Vec10 cnt16{2lu, static_cast<unsigned char>((x11)), 18l};
    long e17 = cnt16.weight12 | 37;
  }
};

inline __host__ __device__ Vec10 operator+(Vec10 a, Vec10 b) {
  Vec10 r = a;
  r.x11 += b.x11;
  r.weight12 += b.weight12;
  r.z13 += b.z13;
  return r;
}

__global__ void warp18_kernel(unsigned int cfg19, double* __restrict__ data20, double* __restrict__ out21) {
  unsigned int idx22 = (blockIdx.x * blockDim.x) + threadIdx.x;
  float e23 = cfg19 * ((data20[idx22] += *out21, out21[cfg19]) - 10.0F);
  switch (idx22) {
  case (3): {
    int k24 = ((*out21) += blockDim.x, idx22) - (gridDim.y * blockDim.z);
    break;
  }
  case (0x5):
    break;
  default:
    out21[0x7] = 47 % ((idx22 ^ 18l) & (idx22 & idx22));
    break;
  }
}
} // namespace ops9

__global__ void sift25_kernel(int* __restrict__ buf26) {
  int gid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
  float base28 = buf26[0];
  ++base28;
  buf26[blockDim.y & 7] = ~((gid27) - 17);
}
enum State29 : unsigned int { IDLE30, HIGH31, OFF32, SLOW33 };

static __global__ void tile34_kernel(const int* input35, const unsigned* __restrict__ src36, int n37, int* __restrict__ data38) {
  unsigned int i39 = (blockIdx.x * blockDim.x) + threadIdx.x;
  auto acc40 = 46;
  if ((n37 <= src36[n37]) || ((*data38) != blockIdx.y)) {
    return;
  }
  int pass41 = 0x0;
  while ((pass41 < 0xA) && (gridDim.y <= blockDim.z)) {
    int pass42 = 0;
    while (pass42 < 0x10) {
      float prod43 = acc40 ^ (BLOCK_SIZE_3 + blockIdx.x);
      ++pass42;
    }
    ++pass41;
  }
  --n37;
}

int main() {
  int size44 = 0x71;
  long q45 = HIGH31;
  tile34_kernel<<<(size44 + 31) / 0x20, (TUNE_8 + (TILE_DIM_1 + (SLOW33 + 6))) * (SLOW33 + (HIGH31 + (OFF32 + 2)))>>>(&size44, (const unsigned*)nullptr, 5, &size44);
  ops9::warp18_kernel<<<HIGH31, (BLOCK_SIZE_2 + (SLOW33 + (HIGH31 + (OFF32 + 106))))>>>(q45, nullptr, nullptr);
  sift25_kernel<<<64, 64>>>(nullptr);
  return 0;
}
