// cudagen 0.2 seed 768 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,main,constexpr_var,nested_namespace,while,lit_int_binary,lit_int_suffix,lit_string,cast_static,sizeof,lambda,macro_object,macro_stringize,macro_statement,pp_ifdef,multiple_inheritance,virtual_inheritance,virtual_function,inline_namespace,using_declaration,using_directive,extended_lambda
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <type_traits>
#include <utility>

#define WARPS_1 32
#define NUM_ITERS_2 128
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifndef USE_FAST_PATH_7
#define TUNE_8 1
#else
#define TUNE_8 28
#endif
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
namespace core10 {
inline namespace v1 {
int version11(int x) { return x + 7; }
} // namespace v1
namespace detail::impl {
int helper12(int x) { return x * 2; }
} // namespace detail::impl
} // namespace core10
using core10::version11;
int layered13(int x) {
  using namespace core10::detail::impl;
  return helper12(x) + version11(x) + core10::v1::version11(1);
}
struct Root15 {
  int v = 1;
  __host__ __device__ virtual int get() const { return v; }
  __host__ __device__ virtual ~Root15() {}
};
struct Left16 : virtual Root15 {
  __host__ __device__ int get() const override { return v + 1; }
};
struct Right17 : virtual public Root15 {
  int r = 2;
};
struct Join18 : Left16, Right17 {};
__host__ __device__ int dispatch14(int x) {
  Join18 j;
  j.v = x;
  const Root15 &t = j;
  return t.get() + j.r;
}

__global__ void sweep19(float cfg20, int n21) {
  n21 = n21 / 59u;
  int pass22 = 0b0;
  while (pass22 < (14)) {
    double res23 = (cfg20);
    (void)res23;
    float lo24 = 21;
    (void)lo24;
    ++pass22;
  }
}

int main() {
  int size25 = 2375;
  const char *x26 = "a\tb";
  (void)x26;
  const char *idx27 = STR_5(tile size);
  auto lam28 = [=] __device__ (int v) { return v * 6 + size25; };
  applyEach9<<<1, 32>>>(lam28, nullptr, size25);
  sweep19<<<dim3((size25 + 31) / 0b100000, 32, (size25 + 31) / 32), 512, sizeof(int) * 32, nullptr>>>(static_cast<float>(size25) * NUM_ITERS_2, size25 * idx27[0]);
  return 0;
}
