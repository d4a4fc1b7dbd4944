// cudagen 0.2 seed 575 valid headers
// features: kernel,kernel_static,maxnreg,restrict_params,launch,builtin_vars,host_device_function,main,constexpr_var,local_array,auto_var,for,while,compound_assign,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_statement,local_class,operator_overload_more,alias_template,variable_template,constexpr_loop
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <tuple>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename T> using Ptr3 = T *;
template <typename A, typename B> struct Duo4 { A a; B b; };
template <typename T> using Same5 = Duo4<T, T>;
template <typename T> constexpr T kScale6 = T(9);
template <typename T> constexpr int kSize7 = static_cast<int>(sizeof(T)) * 2;
__device__ int aliased2(int x) {
  Ptr3<int> p = &x;
  Same5<int> d{x, 2};
  return x + *p + d.a + d.b + kSize7<double> + static_cast<int>(kScale6<float>);
}
__host__ __device__ constexpr int powSum8(int n) {
  int s = 0;
  for (int i = 1; i <= n; ++i) {
    s += i * 2;
  }
  return s;
}
constexpr int kSteps9 = powSum8(5);
static_assert(powSum8(5) == 30, "a constexpr loop");
constexpr int TILE10 = 16;
struct Cplx11 {
  float x, y;
  __host__ __device__ float operator[](int i) const { return i == 0 ? x : y; }
  __host__ __device__ Cplx11 &operator+=(const Cplx11 &o) { x += o.x; y += o.y; return *this; }
  __host__ __device__ Cplx11 operator-() const { return Cplx11{-x, -y}; }
  __host__ __device__ Cplx11 &operator++() { ++x; return *this; }
  __host__ __device__ bool operator<(const Cplx11 &o) const { return x < o.x; }
  friend __host__ __device__ bool operator==(const Cplx11 &a, const Cplx11 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ Cplx11 operator*(const Cplx11 &a, float k) { return Cplx11{a.x * k, a.y * k}; }
__host__ __device__ float ops12(float v) {
  Cplx11 a{v, 1};
  Cplx11 b = -a * 2;
  a += b;
  ++a;
  return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
template <typename T> using Ptr14 = T *;
template <typename A, typename B> struct Duo15 { A a; B b; };
template <typename T> using Same16 = Duo15<T, T>;
template <typename T> constexpr T kScale17 = T(8);
template <typename T> constexpr int kSize18 = static_cast<int>(sizeof(T)) * 1;
__host__ __device__ int aliased13(int x) {
  Ptr14<int> p = &x;
  Same16<int> d{x, 4};
  return x + *p + d.a + d.b + kSize18<double> + static_cast<int>(kScale17<float>);
}

inline __host__ __device__ void lerp19(unsigned short a20, int n21) {
  a20 = kSize18<char>;
  struct Local22 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local22 w23{8};
  int u24 = w23.add(18 * n21);
  (void)u24;
}
template <typename T> using Ptr26 = T *;
template <typename A, typename B> struct Duo27 { A a; B b; };
template <typename T> using Same28 = Duo27<T, T>;
template <typename T> constexpr T kScale29 = T(8);
template <typename T> constexpr int kSize30 = static_cast<int>(sizeof(T)) * 2;
__host__ __device__ int aliased25(int x) {
  Ptr26<int> p = &x;
  Same28<int> d{x, 6};
  return x + *p + d.a + d.b + kSize30<double> + static_cast<int>(kScale29<float>);
}

static __global__ void __maxnreg__(128) sift31(unsigned int* acc32, float* __restrict__ out33, int lane34, float alpha35) {
  int gid36 = threadIdx.x;
  (void)gid36;
  long y37{4ull};
  (void)y37;
  float t38 = 20;
  (void)t38;
  int cnt39[0x2] = {0x12};
  (void)cnt39;
  auto q40 = 62;
  (void)q40;
  alpha35 *= ops12(kSize7<int>);
}

int main() {
  int count41 = 1705;
  for (int i42 = 0, j43 = count41; i42 < j43; (++i42, (--j43))) {
    int iter44 = 0;
    while (iter44 < 15) {
      int iter45 = 0;
      while (iter45 < iter45) {
        count41 = count41;
        int* h46 = (int*)nullptr;
        (void)h46;
        count41 = 61 + (iter44 - 50U);
        ++iter45;
      }
      ++iter44;
    }
  }
  sift31<<<0100, 256>>>((unsigned*)nullptr, nullptr, TILE10, 19.5f);
  return 0x0;
}
