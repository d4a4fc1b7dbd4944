// cudagen 0.2 seed 934 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,main,constexpr_var,if,if_init,for,while,bitwise,logical,comparison,incdec,comma,array_index,lit_int_suffix,multiple_inheritance,if_constexpr,constexpr_loop,concept,requires_expression,rdc_extern_device_var
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <cmath>
#include <compare>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename T> concept Small3 = sizeof(T) <= 8;
template <typename T> concept Arith4 = requires(T a, T b) {
  a + b;
  { a * b } -> Small3;
  typename T;
};
template <Small3 T> __host__ __device__ T twice5(T x) { return x + x; }
__host__ __device__ int sign6(Small3 auto v) { return v != 0 ? 1 : 2; }
template <typename T>
__host__ __device__ int measure7(T v) {
  if constexpr (requires { v.size(); }) {
    return static_cast<int>(v.size());
  } else {
    return 1;
  }
}
extern __device__ int sharedCounter8;
extern __device__ float lookup9[16];
__device__ int bumpShared10(int x) {
  sharedCounter8 += x;
  return sharedCounter8 + static_cast<int>(lookup9[x & 15]);
}
__host__ __device__ constexpr int powSum11(int n) {
  int s = 0;
  for (int i = 1; i <= n; ++i) {
    s += i * 2;
  }
  return s;
}
constexpr int kSteps12 = powSum11(3);
static_assert(powSum11(3) == 12, "a constexpr loop");

__global__ void clamp13_kernel(short a14, unsigned b15, int lane16)
{
  for (int i17 = 0, j18 = 11; i17 < j18; (++i17, (--j18))) {
    int w19 = 0;
    while (w19 < lane16) {
      if (lane16)
        lane16 = (kSteps12);
      if (!(i17 >= b15))
        continue;
      bool flag20(lookup9[7] < (lane16 + 5));
      (void)flag20;
      ++w19;
    }
    a14 = j18;
  }
}
struct Part22 {
  int m0;
  __device__ int get0() const { return m0 * 4; }
};
struct Trait23 {
  int m1;
  __device__ int get1() const { return m1 * 2; }
};
struct Trait24 {
  int m2;
  __device__ int get2() const { return m2 * 5; }
};
struct Blend21 : public Part22, public Trait23, Trait24 {
  int own;
  __device__ int sum() const { return get0() + get1() + get2() + own; }
};
__device__ int mix25(int x) {
  Blend21 d{};
  d.m0 = x + 0;
  d.m1 = x + 1;
  d.m2 = x + 2;
  d.own = x;
  return d.sum();
}

int main()
{
  int size26 = 2474;
  if (long long tmp27 = 30; (size26 & (kSteps12 * size26)) == tmp27)
    size26 = size26 + ((tmp27) - size26);
  for (int j28 = 15; j28 > 0; --j28)
    clamp13_kernel<<<(size26 + 63) / 64, (128), 0, nullptr>>>((kSteps12 * j28) | kSteps12, 50, j28);
  --size26;
  clamp13_kernel<<<(size26 + 63) / 64, (kSteps12 + (kSteps12 + (kSteps12 + 28))) * 4>>>(size26 - size26, kSteps12, size26);
  return 0;
}
