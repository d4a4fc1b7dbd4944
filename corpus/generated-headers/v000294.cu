// cudagen 0.2 seed 294 valid headers
// features: kernel,launch,builtin_vars,main,device_array,constant_var,constant_array,managed_var,shared_var,static_shared,extern_shared,constexpr_var,auto_var,if,address_of,call,lit_int_suffix,lit_float,lambda,lambda_generic,macro_paste,pp_ifdef,variadic_template,fold_expression,memory_spaces,hdr_cmath,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <numeric>
#include <cmath>
#include <cooperative_groups.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 6
#else
#define TUNE_5 34
#endif
template <typename... Ts>
__device__ double fold6(Ts... xs) {
  return (1.0 * ... * static_cast<double>(xs));
}
template <typename... Ts>
__device__ int count7(Ts... xs) {
  return static_cast<int>(sizeof...(xs));
}
__device__ int spread9(int x) {
  return static_cast<int>(fold6(x, 1.5f, 1u)) + count7(x, x, 1.0);
}
__device__ int devTable10[4];
__constant__ float coeffs11[4] = {6.5f, 2.5f, 4.5f, 9.5f};
__managed__ int managedTotal12;
__global__ void everySpace13(int *out) {
  __shared__ int tile[32];
  static __shared__ float extra[8];
  extern __shared__ float dynamicTile[];
  const int i = static_cast<int>(threadIdx.x);
  tile[i & 31] = devTable10[i & 3] + managedTotal12;
  extra[i & 7] = coeffs11[i & 3];
  dynamicTile[i] = extra[i & 7];
  out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}
__constant__ float c_tile14 = 1398;
__constant__ int c_split15 = 64;
__constant__ short c_filter16 = 43U;
__global__ void groupSum17(int *out, int n) {
  namespace cg = cooperative_groups;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<4> tile = cg::tiled_partition<4>(block);
  int i = static_cast<int>(block.thread_rank());
  int v = i < n ? out[i] : 0;
  for (int offset = 2; offset > 0; offset /= 2) {
    v += tile.shfl_down(v, offset);
  }
  block.sync();
  if (tile.thread_rank() == 0 && i < n) {
    out[i] = v;
  }
}
__managed__ float m_kick18 = 11.75f;

__global__ void apply19_kernel(int stride20)
{
  int tid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (void)tid21;
  int *q22 = &managedTotal12;
  (void)q22;
  auto off23 = TUNE_5;
  (void)off23;
}

int main()
{
  int n24 = 3162;
  auto op28 = [](auto m25, auto lim26) {
    unsigned short f27 = TUNE_5;
    return m25 * 2;
  };
  if (managedTotal12) {
    return op28(n24, managedTotal12);
  }
  managedTotal12 = TUNE_5;
  n24 = managedTotal12 + fminf(managedTotal12, m_kick18);
  auto y29 = fminf(sinf(10.875F), n24 * 53UL) - ((m_kick18 / n24) / (CAT_3(n, 24) * TUNE_5));
  (void)y29;
  everySpace13<<<(TUNE_5 + 2), 64>>>(&n24);
  groupSum17<<<16, (TUNE_5 + 2) * (TUNE_5 + 2)>>>(&managedTotal12, TUNE_5);
  apply19_kernel<<<64, 64>>>(sqrtf(m_kick18 + TUNE_5));
  return 0;
}
