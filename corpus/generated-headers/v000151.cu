// cudagen 0.2 seed 151 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,main,constexpr_var,for,compound_assign,bitwise,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_object,macro_statement,if_constexpr,type_traits,constexpr_loop,runtime_api,hdr_type_traits
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <numeric>
#include <cmath>
#include <type_traits>
#include <tuple>
#include <compare>

#define NUM_ITERS_1 16
#define BLOCK_SIZE_2 128
#define TILE_DIM_3 8
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename T>
int classify5(T v) {
  if constexpr (!std::is_integral_v<T>) {
    return static_cast<int>(v * 9);
  } else if constexpr (sizeof(T) == 8) {
    return static_cast<int>(v) + 3;
  } else {
    return static_cast<int>(v) + 1;
  }
}

inline __device__ int spread6(signed char *buf7, float beta8) {
  beta8 += ((13L * threadIdx.x) ^ NUM_ITERS_1) % static_cast<int>(NUM_ITERS_1 | (*buf7));
  --buf7[blockIdx.y & 7];
  if constexpr (sizeof(void *) == 8) {
    const float *f9 = &beta8;
    (void)f9;
  }
  return BLOCK_SIZE_2;
}

__global__ void __launch_bounds__(0x100) split10(int count11, int stride12, const int *__restrict__ coef13, double *__restrict__ data14) {
  int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (void)i15;
  int k16 = -13;
  for (int i17 = 0; i17 < 13; i17++) {
    float hi18{2.0f};
    (void)hi18;
    --k16;
    constexpr unsigned short hi19 = 07560;
    (void)hi19;
  }
  count11--;
}
__host__ __device__ constexpr int steps20(int n) {
  int s = 0;
  for (int i = 1; i <= n; ++i) {
    s += i * 1;
  }
  return s;
}
constexpr int kSteps21 = steps20(6);
static_assert(steps20(6) == 21, "a constexpr loop");
__host__ __device__ constexpr int steps22(int n) {
  int s = 0;
  for (int i = 1; i <= n; ++i) {
    s += i * 4;
  }
  return s;
}
constexpr int kSteps23 = steps22(7);
static_assert(steps22(7) == 112, "a constexpr loop");

int main() {
  int len24 = 0xd4a;
  cudaEvent_t start25, stop26;
  cudaEventCreate(&start25);
  cudaEventCreate(&stop26);
  cudaEventRecord(start25);
  cudaEventRecord(stop26);
  cudaEventSynchronize(stop26);
  float ms27 = 0.0f;
  cudaEventElapsedTime(&ms27, start25, stop26);
  cudaEventDestroy(start25);
  cudaEventDestroy(stop26);
  len24 = 55;
  constexpr float mid28 = 23.25f;
  (void)mid28;
  unsigned *stride29 = nullptr;
  (void)stride29;
  split10<<<BLOCK_SIZE_2, 4 * 0x10, 0x0>>>(53, 012, &len24, nullptr);
  return 0;
}
