// cudagen 0.2 seed 764 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,host_function,constexpr_function,main,local_array,if,bitwise,comparison,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_ref,lambda_init_capture,lambda_generic,lambda_iife,macro_function,macro_paste,structured_binding,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <tuple>

#define LOW_BITS_1(x) ((x) & 0xF)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

__global__ void __launch_bounds__(sizeof(unsigned int) * 32) reduce5(const char* coef6, int* data7, int stride8) {
  double w9[(6)] = {14.};
  w9[2] = 27lu | CAT_4(stride, 8);
  data7[stride8] = -1484;
  if (coef6 != nullptr)
    return;
}
__host__ __device__ float norm10(float x, float y) {
  return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
struct Split11 {
  int first;
  int second;
};
__host__ __device__ Split11 make12(int x) { return Split11{x, x}; }
__host__ __device__ int unpack13(int x) {
  auto [a, b] = make12(x);
  int arr[3] = {x, 1, 2};
  auto [p, q, r] = arr;
  Split11 v{x, x};
  auto &&[m, n] = v;
  return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

constexpr int run_mix14(int len15) {
  return len15 / (LOW_BITS_1(len15) * (23 | len15));
}

int main() {
  int size16 = 1764;
  auto op19 = [&]() -> float {
    int h17[3 * 0b10]{-5L, -26L, size16, size16, 56, 51};
    unsigned long long sum18 = 18l;
    return CAT_4(size, 16);
  };
  (void)op19;
  fabsf(size16 * 10.125f);
  auto fn22 = [](auto diff20) {
    float m21{9.0f};
    floorf((float)m21);
    return diff20 * 2;
  };
  (void)fn22;
  ([base23 = size16 + size16]() {})();
  unpack13((10U - CAT_4(size, 16)));
  reduce5<<<128, 64, sizeof(unsigned int) * 1024>>>(static_cast<const char*>(nullptr), nullptr, size16);
  return 0;
}
