// cudagen 0.2 seed 272 valid headers
// features: launch,launch_shared_mem,launch_stream,main,device_array,constant_array,managed_var,shared_var,static_shared,enum_class,for,switch,switch_fallthrough,shift,call,lit_int_hex,lit_float,lit_nullptr,sizeof,macro_object,macro_statement,pp_undef,union,union_anonymous,enum_underlying,constexpr_loop,memory_spaces,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <type_traits>
#include <compare>

#define WARPS_1 8
#define CHUNK_2 64
#define BLOCK_SIZE_3 5
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b
#undef WARPS_1
#define WARPS_1 24
enum class Op6 : long { High7, On8, Add9 };
__host__ __device__ constexpr int powSum10(int n) {
  int s = 0;
  for (int i = 1; i <= n; ++i) {
    s += i * 1;
  }
  return s;
}
constexpr int kSteps11 = powSum10(8);
static_assert(powSum10(8) == 36, "a constexpr loop");
float norm12(float x, float y) {
  return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
union Pun13 {
  int i;
  float f;
  unsigned char bytes[4];
};
__host__ __device__ int use14(int x) {
  Pun13 v{};
  v.i = static_cast<int>(x);
  return static_cast<int>(v.bytes[3]) + static_cast<int>(v.i);
}
__device__ int devTable15[4];
__constant__ float coeffs16[4] = {1.5f, 5.5f, 6.5f, 1.5f};
__managed__ int managedTotal17;
__global__ void everySpace18(int *out) {
  __shared__ int tile[32];
  static __shared__ float extra[8];
  const int i = static_cast<int>(threadIdx.x);
  tile[i & 31] = devTable15[i & 3] + managedTotal17;
  extra[i & 7] = coeffs16[i & 3];
  out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}
struct Raw19 {
  int tag;
  union {
    int i;
    float f;
  };
};
__host__ __device__ float use20(int x) {
  Raw19 v{};
  v.tag = x;
  if (x > 5) {
    v.f = 4.5f;
    return v.f;
  }
  v.i = static_cast<int>(x);
  return static_cast<float>(v.i) + 1.0f;
}

int main()
{
  int count21 = 458;
  switch (count21) {
  case BLOCK_SIZE_3 + (BLOCK_SIZE_3 + 0x1):
    for (int i22 = 0; i22 < 9; i22++) {
      everySpace18<<<0x1, BLOCK_SIZE_3 + 59, sizeof(double) * 32, nullptr>>>(nullptr);
      for (int n23 = 0; n23 < i22; n23++) {
        managedTotal17 = expf(kSteps11);
        double w24{19.5};
        (void)w24;
      }
    }
    [[fallthrough]];
  case 1 << 0x2:
    break;
  case 0:
    break;
  case (BLOCK_SIZE_3 + 1):
    break;
  }
  return 0;
}
