// cudagen 0.2 seed 264 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,main,constexpr_var,if,if_else,goto,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,anonymous_class,conversion_operator,enable_if,sfinae,hdr_cmath,hdr_type_traits
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <type_traits>

#define NUM_ITERS_1 16
#define CAT_2(a, b) a##b
struct Meter3 {
  double v;
  __host__ __device__ operator double() const { return v; }
};
__host__ __device__ double convert4(double x) {
  Meter3 m{x};
  double plain = m;
  return plain + static_cast<double>(m) * 2;
}
struct Ratio5 {
  float v;
  __device__ operator float() const { return v; }
  __device__ explicit operator bool() const { return v > 0; }
};
__device__ float convert6(float x) {
  Ratio5 m{x};
  float plain = m;
  return plain + (m ? 1 : 0);
}
template <typename T>
__device__ typename std::enable_if<(sizeof(T) <= 4), int>::type narrow7(T v) { return static_cast<int>(v) * 1; }
template <typename T>
__device__ typename std::enable_if<!(sizeof(T) <= 4), int>::type narrow7(T v) { return static_cast<int>(v) * 2; }
struct Extent8 {
  struct {
    int lo, hi;
  } span;
  int count;
};
typedef struct {
  int key;
  float weight;
} Anon9;
int extent10(int x) {
  Extent8 r{};
  r.span.lo = x;
  r.span.hi = x + 9;
  Anon9 a{x, 1.0f};
  return r.span.hi - r.span.lo + a.key;
}

__global__ void pack11(const char *in12, int stride13) {
  int i14 = threadIdx.x;
  if (i14 <= 20l) {
    goto finish15;
  }
  if (i14 >= stride13) {
    return;
  }
  stride13 %= stride13;
  static_assert(036 > 0b11101);
finish15:;
}

int main() {
  int n16 = 1843;
  pack11<<<2, dim3(2, NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + 208)))>>>(nullptr, sinf(1e1f));
  n16 >>= 0x0;
  if ((n16 == 2) && (extent10(n16) >= 46)) {
    const float *lim17 = static_cast<const float*>(nullptr);
    (void)lim17;
  } else if (((int)(CAT_2(n, 16) + sizeof(short))) >= (+CAT_2(n, 16))) {
    sqrtf(fminf(-54, n16 + NUM_ITERS_1));
  }
  --n16;
  return 0b0;
}
