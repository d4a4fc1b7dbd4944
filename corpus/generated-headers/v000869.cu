// cudagen 0.2 seed 869 valid headers
// features: kernel,restrict_params,launch,launch_dim3,main,constexpr_var,const_local,ternary,bitwise,shift,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_string,lit_raw_string,lit_nullptr,cast_static,sizeof,macro_object,pp_ifdef,pp_undef,structured_binding
// nvcc: -std=c++20 --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cstdio>
#include <type_traits>
#include <utility>
#include <compare>

#define NUM_ITERS_1 5
#define BLOCK_SIZE_2 5
#define WARPS_3 3
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 38
#endif
#undef NUM_ITERS_1
#define NUM_ITERS_1 2
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Parts7 {
  int first;
  double second;
};
Parts7 make8(int x) { return Parts7{x, static_cast<double>(x)}; }
int unpack9(int x) {
  auto [a, b] = make8(x);
  int arr[3] = {x, 1, 2};
  const auto &[p, q, r] = arr;
  Parts7 v{x, static_cast<double>(x)};
  auto &&[m, n] = v;
  return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

__global__ void spread10_kernel(const int *__restrict__ in11)
{
  unsigned int k12 = in11[0x1];
  int sum13 = (*in11) + in11[k12 & 0x7];
  int k14 = (NUM_ITERS_1 * (sum13 - 0x1dl)) | (static_cast<short>(k12));
  float t15 = (((*in11) * sizeof(unsigned int)) - (0x2d - k14)) ^ 4;
  (void)t15;
  const unsigned long flag16 = (in11 != nullptr) ? sum13 : (k12 + NUM_ITERS_1);
  (void)flag16;
  const long k17 = ((k14 + k14) << NUM_ITERS_1);
  (void)k17;
}

int main()
{
  int size18 = 3059;
  spread10_kernel<<<2, 128>>>(nullptr);
  spread10_kernel<<<32, 040>>>(&size18);
  spread10_kernel<<<0x1, dim3((size18 + 255) / 256)>>>(nullptr);
  const char *tmp19 = R"xy(a "quoted" )word)xy";
  const char *lim20 = tmp19;
  (void)lim20;
  --size18;
  return 0x0;
}
