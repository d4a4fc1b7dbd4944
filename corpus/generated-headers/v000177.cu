// cudagen 0.2 seed 177 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,constexpr_function,main,if,if_else,if_init,comparison,comma,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,cast_static,macro_paste,if_constexpr,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>
#include <cuda/std/array>
#include <cuda/std/functional>

#define CAT_1(a, b) a##b
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__global__ void __launch_bounds__(4 * 8) blend3_kernel(unsigned short alpha4, unsigned cfg5, int stride6) {
  float flag7 = expf(sinf(-22.0f));
  if (sqrtf(10.375f - flag7) >= (cfg5 - CAT_1(stride, 6))) {
    fmaxf(42U + (flag7 + stride6), CAT_1(stride, 6) % alpha4);
    if constexpr (sizeof(void *) == 8) {
      cfg5 = (flag7 += 55U, stride6);
    } else {
    }
  } else if (int acc8 = -56; alpha4 > (cfg5 += cfg5, 0b100101)) {}
}

constexpr int check_combine9(int lane10) {
  return 4472 + static_cast<signed char>(lane10 * lane10);
}

int main(void) {
  int count11 = 0xe35;
  blend3_kernel<<<dim3(8 * 4), 32, 0, 0>>>((count11 += 4, (count11 + 4)), 2302, fabsf(CAT_1(count, 11)) + fminf(0x9, 19.75f));
  blend3_kernel<<<2 * 4, 0400, 256, 0>>>(fmaxf(cosf(0b100011), floorf(4)), 31lu - CAT_1(count, 11), 0xdf4);
  return 0;
}
