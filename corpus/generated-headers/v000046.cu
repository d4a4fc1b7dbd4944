// cudagen 0.2 seed 46 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,device_var,host_global,constexpr_var,auto_var,const_local,struct,struct_template,enum_class,nested_namespace,if,if_init,static_assert,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,alias_template,variable_template,using_declaration,using_directive,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <tuple>
#include <cuda_fp16.h>

#define MOD8_1(x) ((x) % 8)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define CAT_3(a, b) a##b
template <typename T> using Ptr5 = T *;
template <typename A, typename B> struct Duo6 { A a; B b; };
template <typename T> using Same7 = Duo6<T, T>;
template <typename T> constexpr T kScale8 = T(6);
template <typename T> constexpr int kSize9 = static_cast<int>(sizeof(T)) * 3;
__device__ int aliased4(int x) {
  Ptr5<int> p = &x;
  Same7<int> d{x, 5};
  return x + *p + d.a + d.b + kSize9<double> + static_cast<int>(kScale8<float>);
}

__global__ void fuse10(const int *src11, unsigned *acc12, const unsigned long long *coef13) {
  auto prod14 = 1967 | acc12[2];
  (void)prod14;
  unsigned long long f15 = -(+aliased4(kSize9<int>));
  (void)f15;
}

__global__ void combine16_kernel(long long *out17, double b18, const signed char *coef19) {
  (out17[4]++, (out17[5] -= MOD8_1(*out17) * (4 - (-out17[0]))));
  b18 += (b18 += kSize9<int>, coef19[2]) * fmaxf(kSize9<int> - (*coef19), out17[7]);
}
__device__ int d_decay20;
namespace core21 {
__host__ __device__ int version22(int x) { return x + 8; }
namespace detail::impl {
__host__ __device__ int helper23(int x) { return x * 2; }
} // namespace detail::impl
} // namespace core21
using core21::version22;
__host__ __device__ int layered24(int x) {
  using namespace core21::detail::impl;
  return helper23(x) + version22(x);
}

__global__ void fuse25_kernel(const float *__restrict__ input26, double beta27, int n28, float cfg29) {
  static_assert(sizeof(int) == 4);
  if (const float w30 = 4; sizeof(float) >= fmaxf(0b1000 + n28, (cfg29 += kSize9<char>, CAT_3(n, 28)))) {
    cfg29 += n28 & layered24(kSize9<char> * cfg29);
    auto base31 = MOD8_1(core21::version22(-62)) * (('0') | CAT_3(n, 28));
    (void)base31;
  }
  cfg29 = ~MAX2_2(n28, 33);
}

template <typename T>
struct Sample32 {
  T flag33;
  __host__ __device__ T mix34() const {
    return MOD8_1(((flag33 < 12l) ? kSize9<int> : kSize9<char>));
  }
};
template <typename T> using Ptr36 = T *;
template <typename A, typename B> struct Duo37 { A a; B b; };
template <typename T> using Same38 = Duo37<T, T>;
template <typename T> constexpr T kScale39 = T(4);
template <typename T> constexpr int kSize40 = static_cast<int>(sizeof(T)) * 2;
__device__ int aliased35(int x) {
  Ptr36<int> p = &x;
  Same38<int> d{x, 5};
  return x + *p + d.a + d.b + kSize40<double> + static_cast<int>(kScale39<float>);
}
enum class Phase41 {
  Low42,
  Add43,
  Slow44,
  Idle45,
  Add46 = 9
};
double g_gather47[] = {2, 6U, 8.375};
template <typename T> using Ptr49 = T *;
template <typename A, typename B> struct Duo50 { A a; B b; };
template <typename T> using Same51 = Duo50<T, T>;
template <typename T> constexpr T kScale52 = T(2);
template <typename T> constexpr int kSize53 = static_cast<int>(sizeof(T)) * 4;
__device__ int aliased48(int x) {
  Ptr49<int> p = &x;
  Same51<int> d{x, 5};
  return x + *p + d.a + d.b + kSize53<double> + static_cast<int>(kScale52<float>);
}

int main() {
  int n54 = 4055;
  expf(kSize9<int>);
  combine16_kernel<<<dim3((n54 + 255) / 256, (n54 + 255) / 256, (n54 + 31) / 32), 64>>>(nullptr, MOD8_1(n54) / (13 & n54), nullptr);
  (n54++, (g_gather47[2] += kSize53<char> & core21::version22(kSize9<int>)));
  fuse25_kernel<<<sizeof(float), sizeof(int) * (kSize9<char> + 29)>>>((const float*)nullptr, (n54 / kSize40<int>) - (kSize53<char> - CAT_3(n, 54)), kSize53<int> + (n54 * kSize40<char>), kSize9<char> + floorf(g_gather47[0]));
  fuse10<<<dim3(0b1), 0b1000000 * 2, (1024), (cudaStream_t)0>>>(&n54, nullptr, (const unsigned long long*)nullptr);
  return 0;
}
