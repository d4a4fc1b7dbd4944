// cudagen 0.2 seed 422 valid headers
// features: launch_bounds,launch,launch_shared_mem,launch_stream,main,struct,operator_overload,address_of,call,lit_int_binary,lit_string,macro_function,macro_statement,pp_ifdef,bit_field,virtual_function,cluster_dims,hdr_cmath
// nvcc: -std=c++20 --extended-lambda -arch=sm_90
#include <cuda_runtime.h>
#include <vector>
#include <cooperative_groups.h>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 33
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Header6 {
  unsigned short f0 : 3;
  signed int f1 : 6;
  unsigned int f2 : 5;
  unsigned short f3 : 3;
  unsigned : 0;
};
__device__ int pack7(int x) {
  Header6 b{};
  b.f0 = static_cast<unsigned>(x) & 7u;
  b.f1 = 21;
  b.f2 = static_cast<unsigned>(x) & 31u;
  b.f3 = 0;
  return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3);
}

struct Sample8 {
  unsigned mass9, w10;
};

__host__ __device__ Sample8 operator+(Sample8 a, Sample8 b) {
  Sample8 r = a;
  r.mass9 += b.mass9;
  r.w10 += b.w10;
  return r;
}
struct Shape12 {
  virtual float area() const = 0;
  virtual int sides() const { return 0; }
  virtual ~Shape12() {}
};
struct Square13 : Shape12 {
  float s;
  explicit Square13(float v) : s(v) {}
  float area() const override { return s * s; }
  int sides() const override { return 3; }
};
struct Tri14 : Shape12 {
  float s;
  explicit Tri14(float v) : s(v) {}
  float area() const override { return s * s; }
  int sides() const override { return 4; }
};
float dispatch11(float x) {
  Square13 k0(x);
  Tri14 k1(x);
  const Shape12 *p = &k0;
  const Shape12 &r1 = k1;
  return p->area() + static_cast<float>(p->sides()) + r1.area();
}
__global__ void __cluster_dims__(1, 2, 1) __launch_bounds__(128) clustered15(int *out, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    out[i] = i + static_cast<int>(blockIdx.y);
  }
}
struct Shape17 {
  virtual float area() const = 0;
  virtual int sides() const { return 0; }
  virtual ~Shape17() {}
};
struct Square18 : Shape17 {
  float s;
  explicit Square18(float v) : s(v) {}
  float area() const override { return s * s; }
  int sides() const override { return 3; }
};
struct Tri19 : Shape17 {
  float s;
  explicit Tri19(float v) : s(v) {}
  float area() const override { return s * s; }
};
struct Disc20 final : Shape17 {
  float s;
  explicit Disc20(float v) : s(v) {}
  float area() const override { return s * s; }
  int sides() const override { return 5; }
};
float dispatch16(float x) {
  Square18 k0(x);
  Tri19 k1(x);
  Disc20 k2(x);
  const Shape17 *p = &k0;
  const Shape17 &r1 = k1;
  const Shape17 &r2 = k2;
  return p->area() + static_cast<float>(p->sides()) + r1.area() + r2.area();
}

int main() {
  int count21 = 2441;
  float u22{62};
  const char* u23 = "warp size";
  (void)u23;
  clustered15<<<(32), (TUNE_4 + 479), 0, nullptr>>>(&count21, ceilf(u22) + count21);
  return 0;
}
