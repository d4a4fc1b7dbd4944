// cudagen 0.2 seed 963 valid headers
// features: kernel,kernel_static,launch,main,if,if_else,if_init,for,static_assert,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_static,macro_object,pp_if
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cmath>
#include <tuple>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define BLOCK_SIZE_1 64
#define WARPS_2 (8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#if BLOCK_SIZE_1 > 22
#define CONFIG_5 5
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 28
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
static __global__ void pivot7_kernel(float *buf8, int count9)
{
  if (float y10 = 60; ((count9 - count9) - (y10 += *buf8, y10)) <= (count9 * 45)) {
    for (int it11 = 0; it11 < count9; ++it11) {
      static_assert(sizeof(int) == 4);
      if (int t12(3375); (it11 > y10) || (!(it11 <= count9))) {
        char tmp13 = t12;
        tmp13 = (t12 + it11 + 7) - ((tmp13 != 27) ? ((buf8[0] > count9) ? 38 : count9) : count9);
      }
    }
    if (count9) {
      return;
    }
  } else {
  }
}
int main()
{
  int count14 = 771;
  (++count14, (count14 = count14 + static_cast<int>(-count14)));
  static_assert((3 * 2) == 6, "tile must fit");
  pivot7_kernel<<<2, 128>>>(nullptr, count14 | 4);
  return 0;
}
