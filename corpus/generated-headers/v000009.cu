// cudagen 0.2 seed 9 valid headers
// features: launch,host_function,main,host_global,if,if_else,shift,comparison,lit_int_hex,lit_int_suffix,lit_string,lit_nullptr,cast_c,macro_function,macro_paste,virtual_function,if_constexpr,rtti,cluster_dims,runtime_api
// nvcc: -std=c++20 -arch=sm_90
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <numeric>
#include <cstdio>
#include <type_traits>
#include <cuda_fp16.h>
#include <compare>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)
#define CAT_3(a, b) a##b
static int g_mix4;
struct Poly5 {
  virtual ~Poly5() {}
  virtual int id() const { return 1; }
};
struct Impl6 : Poly5 {
  int id() const override { return 2; }
};
struct Other7 : Poly5 {};
int identify8(int x) {
  Impl6 d;
  Poly5 *b = &d;
  if (Impl6 *p = dynamic_cast<Impl6 *>(b)) {
    return p->id() + x;
  }
  return dynamic_cast<Other7 *>(b) != nullptr ? 1 : x;
}
const char *g_split9 = "ok";
__global__ void __cluster_dims__(2, 2, 1) clustered10(int *out, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    out[i] = i + static_cast<int>(blockIdx.y);
  }
}

void host_mix11(unsigned short alpha12, size_t p13) {
  cudaEvent_t start14, stop15;
  cudaEventCreate(&start14);
  cudaEventCreate(&stop15);
  cudaEventRecord(start14);
  cudaEventRecord(stop15);
  cudaEventSynchronize(stop15);
  float ms16 = 0.0f;
  cudaEventElapsedTime(&ms16, start14, stop15);
  cudaEventDestroy(start14);
  cudaEventDestroy(stop15);
  p13 = MAX2_1(alpha12 - p13, ms16);
  if (g_mix4) {
    int q17 = ms16;
    clustered10<<<(g_mix4 + 127) / 128, 128 * 4>>>((int*)nullptr, 25);
    if constexpr (sizeof(int) == 4) {
      long diff18 = q17;
      (void)diff18;
    }
  }
}

int main() {
  int n19 = 250;
  g_mix4 = -9;
  if (n19 < 16ul) {
    clustered10<<<1 << 2, 0x100>>>(nullptr, g_split9[0] * 35);
    unsigned char off20 = n19;
    (void)off20;
  } else {
    clustered10<<<(g_mix4 + 31) / 32, (128)>>>(nullptr, MOD8_2(g_split9[0]));
  }
  return 0;
}
