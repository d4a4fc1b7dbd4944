// cudagen 0.2 seed 535 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,main,if,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,sizeof,macro_object,macro_statement,pp_undef,structured_binding
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cstdio>
#include <type_traits>
#include <cuda/std/array>
#include <cuda/std/functional>

#define CHUNK_1 3
#define WARPS_2 3
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef WARPS_2
#define WARPS_2 12
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Result5 {
  int first;
  long second;
};
__device__ Result5 make6(int x) { return Result5{x, static_cast<long>(x)}; }
__device__ int unpack7(int x) {
  auto [a, b] = make6(x);
  int arr[3] = {x, 1, 2};
  auto &[p, q, r] = arr;
  Result5 v{x, static_cast<long>(x)};
  auto &&[m, n] = v;
  return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

__global__ void reduce8(int* buf9) {
  if ((*buf9) > ((*buf9) ^ buf9[0b101])) {
    return;
  }
  buf9[2] *= sizeof(int);
  if (buf9[4] > (*buf9)) {
    return;
  }
  int mid10 = 0xb;
  long res11 = 24UL;
  (void)res11;
  ACCUM_3(mid10, (0x3C));
}

int main() {
  int size12 = 1594;
  size12 %= sizeof(short);
  float h13 = 22.375f;
  (void)h13;
  reduce8<<<dim3((size12 + 0x1f) / 32), (CHUNK_1 + 0xfd) * 0b10, 1024>>>(&size12);
  return 0;
}
