// cudagen 0.1 seed 1789 valid
// features: kernel,restrict_params,launch,builtin_vars,host_device_function,main,shared_var,extern_shared,host_global,auto_var,struct,namespace,if,for,goto,static_assert,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof
#include "prelude.cuh"

__global__ void apply1_kernel(float q2, int *dst3, const float *src4) {
  int i5 = threadIdx.x;
  auto lo6 = -50;
  q2 = 6.125f + (dst3[i5] += -49, (+(*src4)));
}

inline __host__ __device__ void mix7(int count8, int count9) {
  for (int it10 = 0, j11 = count8; it10 < j11; (++it10, (--j11))) {
    count8 = it10;
    static_assert((sizeof(int) * 10) > 39, "bad config");
  }
}

struct Node12 {
  unsigned val13;
  int val14;
  short lo15;
  unsigned char id16;
};

namespace detail17 {
static short g_sift18;
} // namespace detail17

__global__ void clamp19(int *dst20, float alpha21, float *buf22) {
  int tid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  Node12 lo24 = Node12{};
  float mid25 = lo24.val14 - (*dst20);
  if (tid23 < gridDim.y) {
    goto skip26;
  }
  (*buf22) = mid25;
  (++alpha21, (alpha21 = 64lu));
skip26:;
}

__global__ void spread27(unsigned char p28, const unsigned char *__restrict__ in29) {
  int i30 = (blockIdx.x * blockDim.x) + threadIdx.x;
  float lo31 = static_cast<short int>(*in29);
  unsigned sum32 = 51ull;
  p28++;
}

struct Node33 {
  float w34;
  int x35;
};

__global__ void drift36_kernel(int len37) {
  extern __shared__ int dyn_38[];
  int gid39 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid39 >= len37) {
    return;
  }
  unsigned short y40 = blockIdx.x;
  if ((y40 - gid39) >= dyn_38[blockIdx.x]) {
    return;
  }
  y40 = len37;
  float w41{015};
  dyn_38[len37] = (static_cast<int>(gridDim.x) * (gridDim.y * blockIdx.x)) / w41;
  double t42 = gid39;
}

int main() {
  int size43 = 2614;
  detail17::g_sift18++;
  if (-size43) {
    return (size43 >> 1) + ((int)size43);
  }
  Node33 val44 = Node33{};
  float z45 = val44.w34;
  apply1_kernel<<<32, 16 * 2>>>(110, (int*)nullptr, &z45);
  clamp19<<<(size43 + 037) / 32, 128 * 2>>>(&size43, short(size43) - 7.875f, &z45);
  spread27<<<128, 64>>>(static_cast<int>(val44.x35), nullptr);
  return 0;
}
