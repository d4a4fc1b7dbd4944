// cudagen 0.2 seed 920 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,host_function,static_host_function,default_args,main,constexpr_var,auto_var,if,switch,shift,logical,comparison,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_bool,cast_c,sizeof,macro_paste,union,union_anonymous,anonymous_class,call_operator,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <cmath>
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>
#include <compare>

#define CAT_1(a, b) a##b
struct Scale2 {
  int k;
  int operator()(int v) const { return v * k; }
};
int call3(int x) {
  Scale2 fn{4};
  return fn(x) + fn.operator()(1);
}
struct Pun4 {
  int tag;
  union {
    unsigned u;
    float f;
  };
};
__device__ float use5(int x) {
  Pun4 v{};
  v.tag = x;
  if (x > 7) {
    v.f = 0.5f;
    return v.f;
  }
  v.u = static_cast<unsigned>(x);
  return static_cast<float>(v.u) + 1.0f;
}

__global__ void update6(long long q7, float cfg8, int count9)
{
  switch (q7 + q7) {
  case 1:
    count9 = 9 - sinf(18.375f);
    if ((cfg8 + q7) < count9)
      break;
    break;
  case 0x5:
    cfg8 = 23.75F;
    break;
  case 11:
    cfg8 = (2.f - (CAT_1(count, 9) * count9)) / ((q7 - 7.625f) + count9);
    break;
  default: {
    int e10 = q7;
    (void)e10;
    break;
  }
  }
  int mid11{count9};
  (void)mid11;
}
struct Extent12 {
  struct {
    int lo, hi;
  } span;
  int count;
};
typedef struct {
  int key;
  float weight;
} Anon13;
__host__ __device__ int extent14(int x) {
  Extent12 r{};
  r.span.lo = x;
  r.span.hi = x + 9;
  Anon13 a{x, 1.0f};
  return r.span.hi - r.span.lo + a.key;
}

static double drift15(bool alpha16 = false)
{
  switch (alpha16) {
  case (9):
    break;
  case 7:
    break;
  default: {
    constexpr int hi17 = 27;
    (void)hi17;
    break;
  }
  }
  if ((ceilf(-6.125f) + (0x670L + alpha16)) < 9L) {
    alpha16 = alpha16;
    alpha16 = ((alpha16 + (alpha16 >> alpha16)) != 37) || (alpha16 == 19);
  }
  return 21.75;
}

int main()
{
  int size18 = 3037;
  auto res19 = sqrtf(9.75F);
  (void)res19;
  cudaStream_t w20 = 0;
  update6<<<0x1, sizeof(int) * 0x80, 256 * 020, w20>>>(size18, (size18 * sizeof(int)) << size18, size18);
  return 0x0;
}
