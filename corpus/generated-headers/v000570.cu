// cudagen 0.2 seed 570 valid headers
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,main,if,switch,bitwise,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_function,pp_ifdef,pp_if,if_constexpr,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <type_traits>
#include <compare>

#define NUM_ITERS_1 128
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#ifndef USE_FAST_PATH_5
#define TUNE_6 9
#else
#define TUNE_6 29
#endif
#if NUM_ITERS_1 % 2 == 0 || NUM_ITERS_1 < 4
#define CONFIG_7 7
#else
#define CONFIG_7 32
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
static __global__ void __launch_bounds__(sizeof(float) * (CONFIG_7 + (TUNE_6 + 020)), 3) warp9(long *dst10) {
  unsigned i11 = threadIdx.x;
  dst10[i11 & 7] = fmaxf(fmaxf(dst10[4], i11) * fmaxf(43u, dst10[6]), dst10[gridDim.y]);
  int v12 = -(i11 + (9 * dst10[0b100]));
  if (warpSize >= v12)
    return;
  switch (i11) {
  case CONFIG_7 + 1:
    break;
  case 2 * 2: {
    int m13 = dst10[i11];
    (void)m13;
    if constexpr (sizeof(int) == 4) {
    }
    break;
  }
  case CONFIG_7 + 3:
    break;
  default:
    break;
  }
}
int main() {
  int count14 = 2799;
  expf(7.625f);
  warp9<<<dim3((count14 + 0b111111) / 0b1000000, (512), (count14 + 31) / 32), 8 * 4, sizeof(int) * 256>>>(static_cast<long*>(nullptr));
  return 0;
}
