// cudagen 0.2 seed 365 valid headers
// features: kernel,launch,launch_dim3,main,constexpr_var,if,ternary,bitwise,comparison,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_string,lit_nullptr,cast_c,sizeof,pp_ifdef,union,operator_overload_more,hdr_cmath
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 27
#endif
struct Dual5 {
  int x, y;
  __host__ __device__ int operator[](int i) const { return i == 0 ? x : y; }
  __host__ __device__ Dual5 &operator+=(const Dual5 &o) { x += o.x; y += o.y; return *this; }
  __host__ __device__ Dual5 operator-() const { return Dual5{-x, -y}; }
  __host__ __device__ Dual5 &operator++() { ++x; return *this; }
  __host__ __device__ bool operator<(const Dual5 &o) const { return x < o.x; }
  friend __host__ __device__ bool operator==(const Dual5 &a, const Dual5 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ Dual5 operator*(const Dual5 &a, int k) { return Dual5{a.x * k, a.y * k}; }
__host__ __device__ int ops6(int v) {
  Dual5 a{v, 1};
  Dual5 b = -a * 2;
  a += b;
  ++a;
  return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
union Bits7 {
  unsigned u;
  float f;
  double d;
  unsigned char bytes[8];
};
__host__ __device__ int use8(int x) {
  Bits7 v{};
  v.u = static_cast<unsigned>(x);
  return static_cast<int>(v.bytes[4]) + static_cast<int>(v.u);
}

__global__ void stencil9(const int* in10, int n11, int* acc12, int stride13) {
  n11 = sqrtf(6.625f);
  long m14 = ~((6 == n11) ? acc12[0] : 55);
  long acc15 = (fminf(17 | m14, 20L * stride13));
  (void)acc15;
}

int main() {
  int n16 = 2323;
  const char* h17 = "a\tb";
  if (22 != fminf(h17[0], h17[1]))
    return h17[0] * (h17[0] - n16);
  size_t cnt18 = 61u;
  float off19 = ((h17[0])) * ops6(TUNE_4);
  (void)off19;
  stencil9<<<dim3((cnt18 + 127) / 128, (TUNE_4 + (TUNE_4 + 498)), TUNE_4 + (TUNE_4 + 50)), dim3((cnt18 + 31) / 0b100000, sizeof(unsigned int) * 2, (n16 + 127) / 128)>>>((const int*)nullptr, 4256l, nullptr, 47U);
  return 0;
}
