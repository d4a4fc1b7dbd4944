// cudagen 0.2 seed 437 valid headers
// features: kernel,launch,builtin_vars,main,shared_var,constexpr_var,struct,class_private,nested_namespace,if,while,static_assert,bitwise,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_float,lit_nullptr,cast_static,lambda,macro_statement,union,union_anonymous,explicit_specialization,if_constexpr,type_traits,using_declaration,consteval,extended_lambda
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/functional>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Bits3 {
  int tag;
  union {
    int i;
    float f;
  };
};
float use4(int x) {
  Bits3 v{};
  v.tag = x;
  if (x > 1) {
    v.f = 0.5f;
    return v.f;
  }
  v.i = static_cast<int>(x);
  return static_cast<float>(v.i) + 1.0f;
}
namespace core5 {
__host__ __device__ int version6(int x) { return x + 7; }
namespace detail::impl {
__host__ __device__ int helper7(int x) { return x * 3; }
} // namespace detail::impl
} // namespace core5
using core5::version6;
__host__ __device__ int layered8(int x) {
  return core5::detail::impl::helper7(x) + version6(x);
}
consteval int square9(int x) { return x * x + 4; }
constexpr int kSquare10 = square9(7);
template <typename T> struct IsReal12 { static constexpr bool value = false; };
template <> struct IsReal12<float> { static constexpr bool value = true; };
template <> struct IsReal12<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify11(T v) {
  if constexpr (IsReal12<T>::value) {
    return static_cast<int>(v * 6);
  } else if constexpr (sizeof(T) == 8) {
    return static_cast<int>(v) + 3;
  } else {
    return static_cast<int>(v) + 1;
  }
}

class Node13 {
  int vel14;
public:
  __host__ __device__ Node13(int b15) : vel14(b15) {}
  __host__ __device__ void mix16(float acc17) {
    acc17 = (vel14 += kSquare10, (-12.5f));
  }
};

__global__ void scale18_kernel(Node13 p19, Node13 a20, float *out21) {
  unsigned int gid22 = threadIdx.x;
  int iter23 = 0x0;
  while (iter23 < iter23) {
    __shared__ float sh_24[16];
    (void)sh_24;
    static_assert(46 > 45, "bad config");
    if ((gid22 + kSquare10) != gid22) {
      return;
    }
    ++iter23;
  }
}

int main(void) {
  int n25 = 0x830;
  n25 = n25 - (kSquare10 / n25);
  auto lam26 = [n25] __host__ __device__ (int v) { return v * 4 + n25; };
  applyEach2<<<1, 32>>>(lam26, nullptr, n25);
  int q27 = lam26(n25);
  if constexpr (sizeof(long) == 8) {
    float k28 = ~n25;
    (void)k28;
    auto lam29 = [=] __device__ (int v) { return v * 5 + q27; };
    applyEach2<<<1, 32>>>(lam29, nullptr, q27);
  }
  scale18_kernel<<<512, 64>>>(Node13(kSquare10), Node13(n25 / 0x2E), static_cast<float*>(nullptr));
  return 0x0;
}
