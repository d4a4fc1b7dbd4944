// cudagen 0.2 seed 988 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,device_var,auto_var,enum_class,ternary,compound_assign,shift,pointer_arith,array_index,lit_int_hex,lit_nullptr,cast_c,cast_functional,macro_function,macro_statement,explicit_specialization,ctad,deduction_guide,if_constexpr,type_traits
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cmath>
#include <cstdio>
#include <utility>
#include <cooperative_groups.h>
#include <compare>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
enum class State3 {
  Fast4,
  Mul5 = 5,
  Low6,
  Add7,
  Slow8
};
__device__ bool d_scale9 = 1;
__global__ void __launch_bounds__(64, 0x1) pack10_kernel(int *buf11, int count12, int *data13, int *acc14)
{
  auto base15 = (int)d_scale9;
  int tmp16 = (((data13 != nullptr) ? (*buf11) : acc14[base15]) >> (61 * d_scale9)) >> count12;
  (void)tmp16;
  (*data13) /= (count12 * 5) / ((unsigned int)(44 - acc14[6]));
  char w17 = (count12 - MIN2_1(data13[4], 3));
  (void)w17;
}
template <typename T> struct IsReal19 { static constexpr bool value = false; };
template <> struct IsReal19<float> { static constexpr bool value = true; };
template <> struct IsReal19<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify18(T v) {
  if constexpr (IsReal19<T>::value) {
    return static_cast<int>(v * 9);
  } else if constexpr (sizeof(T) == 8) {
    return static_cast<int>(v) + 3;
  } else {
    return static_cast<int>(v) + 1;
  }
}
template <typename T> struct Keep20 {
  T v;
  __device__ Keep20(T x) : v(x) {}
  __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin21 { A a; B b; };
template <typename A, typename B> Twin21(A, B) -> Twin21<A, B>;
template <typename T> struct View22 {
  const T *p;
  int n;
  __device__ View22(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View22(T *, int) -> View22<T>;
__device__ int deduce23(int x) {
  Keep20 h(x);
  Keep20 g{2.5};
  Twin21 d{x, 2.5f};
  View22 w(&x, 1);
  return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
int main()
{
  int n24 = 1123;
  n24 += ((size_t)n24) + (-int(n24));
  auto hi25 = n24;
  SWAP_2(int, hi25, n24);
  State3 z26 = State3::Low6;
  (void)z26;
  hi25 *= n24;
  pack10_kernel<<<dim3((256)), 32, 0x0, 0>>>((int*)nullptr, (hi25 + hi25) * n24, (int*)nullptr, nullptr);
  return 0;
}
