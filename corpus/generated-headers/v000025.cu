// cudagen 0.2 seed 25 valid headers
// features: kernel,launch,builtin_vars,main,shared_var,extern_shared,if,compound_assign,shift,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_nullptr,macro_object,macro_paste,macro_statement,pp_if,if_constexpr,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <type_traits>

#define WARPS_1 64
#define NUM_ITERS_2 (010)
#define RADIUS_3 (4)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_5(a, b) a##b
#if RADIUS_3 == 4
#define CONFIG_6 4
#else
#define CONFIG_6 10
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
__global__ void probe8_kernel(int n9, int *dst10)
{
  extern __shared__ float dyn_11[];
  unsigned i12 = threadIdx.x;
  if (i12 >= n9) {
    return;
  }
  double val13 = sqrtf(CAT_5(i, 12));
  (void)val13;
  n9 = 26;
  dst10[i12] = i12;
  n9 <<= *dst10;
  if constexpr (sizeof(long) == 8) {
    int v14(-2024l);
    (void)v14;
  }
}
int main(void)
{
  int count15 = 3414;
  int tmp16 = count15;
  (void)tmp16;
  unsigned int v17(63);
  probe8_kernel<<<64, 32>>>(v17, nullptr);
  return 0;
}
