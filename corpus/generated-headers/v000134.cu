// cudagen 0.2 seed 134 valid headers
// features: kernel,launch_bounds,launch,host_function,main,device_var,struct,class_private,namespace,nested_namespace,while,static_assert,bitwise,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_bool,cast_functional,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,bit_field,call_operator,operator_overload_more,if_constexpr,using_declaration,designated_init,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>

#define NUM_ITERS_1 32
#define BLOCK_SIZE_2 3
#define WARPS_3 64
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5
#ifndef USE_FAST_PATH_5
#define TUNE_6 4
#else
#define TUNE_6 45
#endif
struct Flags7 {
  signed int f0 : 6;
  signed int f1 : 6;
  unsigned f2 : 5;
};
__host__ __device__ int pack8(int x) {
  Flags7 b{};
  b.f0 = 28;
  b.f1 = 15;
  b.f2 = static_cast<unsigned>(x) & 31u;
  return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2);
}
struct Clamp9 {
  int k;
  __device__ int operator()(int v) const { return v * k; }
};
__device__ int call10(int x) {
  Clamp9 fn{7};
  return fn(x) + fn.operator()(1);
}
class Node11 {
  unsigned count12;
  float sum13;
  float flag14;
public:
  __host__ __device__ Node11(unsigned int b15, float init16, float init17) : count12(b15), sum13(init16), flag14(init17) {}
  __host__ __device__ unsigned mix18() const {
    Node11 z19(count12, CAT_4(count, 12), long(flag14));
    (void)z19;
    return CAT_4(sum, 13);
  }
  __host__ __device__ void scale20(float s21) {
    flag14 = 53;
  }
};
struct Cplx22 {
  int x, y;
  int operator[](int i) const { return i == 0 ? x : y; }
  Cplx22 &operator+=(const Cplx22 &o) { x += o.x; y += o.y; return *this; }
  Cplx22 operator-() const { return Cplx22{-x, -y}; }
  Cplx22 &operator++() { ++x; return *this; }
  bool operator<(const Cplx22 &o) const { return x < o.x; }
  friend bool operator==(const Cplx22 &a, const Cplx22 &b) { return a.x == b.x && a.y == b.y; }
};
Cplx22 operator*(const Cplx22 &a, int k) { return Cplx22{a.x * k, a.y * k}; }
int ops23(int v) {
  Cplx22 a{v, 1};
  Cplx22 b = -a * 2;
  a += b;
  ++a;
  return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
namespace api24 {
__device__ int version25(int x) { return x + 4; }
namespace detail::impl {
__device__ int helper26(int x) { return x * 3; }
} // namespace detail::impl
} // namespace api24
using api24::version25;
__device__ int layered27(int x) {
  return api24::detail::impl::helper26(x) + version25(x);
}
namespace ops28 {
__device__ signed char d_blend29 = 127LL;
} // namespace ops28
struct Spec30 { double x; float y; };
__host__ __device__ int configured31(int v) {
  Spec30 a{.x = static_cast<double>(v), .y = static_cast<float>(v)};
  Spec30 b{.y = 3};
  Spec30 d = {.x = 7};
  return static_cast<int>(a.x) + static_cast<int>(b.y) + static_cast<int>(d.x);
}
__global__ void __launch_bounds__(NUM_ITERS_1 + 224, 2) merge32_kernel(int count33) {
  char cnt34 = ops28::d_blend29 | (ops28::d_blend29 + (ops28::d_blend29 += sizeof(float), 3202));
  cnt34--;
  count33 = cnt34;
  count33 = fminf((ops28::d_blend29 += ops28::d_blend29, 11.125f), static_cast<float>(fminf(CAT_4(cnt, 34), 50L)));
  static_assert(sizeof(int) == 4);
}
inline double run_mix35(const float* coef36) {
  int iter37 = 0;
  while (iter37 < iter37) {
    cudaStream_t stream38;
    cudaStreamCreate(&stream38);
    cudaStreamSynchronize(stream38);
    float e39 = +(*coef36);
    (void)e39;
    floorf(*coef36);
    ++iter37;
  }
  return +iter37;
}
int main() {
  int size40 = 0xb61;
  size40++;
  size40 = size40;
  if constexpr (sizeof(double) == 8) {
    static_assert(18 > 17, "size check");
    bool idx41 = size40 + true;
    (void)idx41;
  }
  merge32_kernel<<<16, 32>>>(47lu);
  return 0x0;
}
