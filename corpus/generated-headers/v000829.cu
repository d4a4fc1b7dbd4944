// cudagen 0.2 seed 829 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constant_var,managed_var,shared_var,constexpr_var,const_local,if,switch,static_assert,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,sizeof,macro_object,macro_function,macro_paste,comments,variadic_template,fold_expression,if_constexpr,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <cstdio>
#include <utility>
#include <tuple>
#include <compare>

#define WARPS_1 3
#define BLOCK_SIZE_2 3
#define RADIUS_3 (8 * (WARPS_1 + 1))
#define HALF_4(x) ((x) / 2)
#define LOW_BITS_5(x) ((x) & 0xF)
#define CAT_6(a, b) a##b
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <typename... Ts>
__host__ __device__ double fold8(Ts... xs) {
  return (... + static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count9(Ts... xs) {
  return static_cast<int>(sizeof...(xs));
}
__host__ __device__ int spread11(int x) {
  return static_cast<int>(fold8(x, 1.5f, 1u)) + count9(x, x, 1.0);
}
// Layout: row-major, no padding.

__global__ void shade12_kernel(int count13, float* out14)
{
  __shared__ unsigned int sh_15[128];
  if (sh_15[109] <= ((*out14) * 48)) {
    return;
  }
  count13 = WARPS_1;
  static_assert(sizeof(int) == 0b100, "tile must fit");
}
__managed__ int m_warp16 = 32;
__constant__ int c_march17 = 20;

long check_count18(const int* coef19)
{
  constexpr double idx20 = 4.0f;
  printf("sum %d\n", static_cast<int>(39));
  constexpr double cnt21 = 15.25;
  (void)cnt21;
  shade12_kernel<<<(m_warp16 + 255) / 256, (WARPS_1 + 5) * 16>>>(idx20 + (m_warp16 - m_warp16), nullptr);
  shade12_kernel<<<(m_warp16 + 0b111111) / 64, RADIUS_3 + (BLOCK_SIZE_2 + (RADIUS_3 + (BLOCK_SIZE_2 + 58)))>>>(HALF_4(fminf(RADIUS_3, -4)), nullptr);
  shade12_kernel<<<dim3((m_warp16 + 31) / 32, 2), (RADIUS_3 + (BLOCK_SIZE_2 + 93)) * 2, sizeof(int) * 64, 0>>>(m_warp16, nullptr);
  return cosf(coef19[7] | (*coef19)) + (18ll + (*coef19));
}

int main()
{
  int count22 = 2040;
  count22 = HALF_4(fabsf(m_warp16));
  switch (LOW_BITS_5(m_warp16)) {
  case (WARPS_1 + 4):
    break;
  case 0b1010:
    if constexpr (sizeof(long) == 4) {
      count22--;
      const unsigned h23 = HALF_4(CAT_6(count, 22));
      (void)h23;
    } else {
    }
    break;
  case (0b0):
    break;
  default:
    break;
  }
  return 0;
}
