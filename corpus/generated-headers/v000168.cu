// cudagen 0.2 seed 168 valid headers
// features: launch,launch_dim3,main,device_array,constant_array,managed_var,shared_var,static_shared,nested_namespace,comma,address_of,lit_float,macro_statement,union,union_anonymous,inline_namespace,using_declaration,using_directive,memory_spaces,hdr_cstdio
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
__device__ int devTable5[4];
__constant__ float coeffs6[4] = {5.5f, 1.5f, 0.5f, 3.5f};
__managed__ int managedTotal7;
__global__ void everySpace8(int *out) {
  __shared__ int tile[32];
  static __shared__ float extra[8];
  const int i = static_cast<int>(threadIdx.x);
  tile[i & 31] = devTable5[i & 3] + managedTotal7;
  extra[i & 7] = coeffs6[i & 3];
  out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}
namespace core9 {
inline namespace v1 {
__host__ __device__ int version10(int x) { return x + 3; }
} // namespace v1
namespace detail::impl {
__host__ __device__ int helper11(int x) { return x * 4; }
} // namespace detail::impl
} // namespace core9
using core9::version10;
__host__ __device__ int layered12(int x) {
  using namespace core9::detail::impl;
  return helper11(x) + version10(x) + core9::v1::version10(1);
}
struct Pun13 {
  int tag;
  union {
    int i;
    float f;
  };
};
__device__ float use14(int x) {
  Pun13 v{};
  v.tag = x;
  if (x > 3) {
    v.f = 9.5f;
    return v.f;
  }
  v.i = static_cast<int>(x);
  return static_cast<float>(v.i) + 1.0f;
}

int main() {
  int n15 = 2566;
  printf("step %d\n", static_cast<int>(n15));
  float acc16((managedTotal7 += n15, (8.875f + managedTotal7)));
  (void)acc16;
  everySpace8<<<dim3((n15 + 31) / 32), 512>>>(&n15);
  return 0;
}
