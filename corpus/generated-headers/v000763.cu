// cudagen 0.2 seed 763 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,host_function,main,constexpr_var,for,goto,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,lambda,lambda_init_capture,macro_function,macro_paste,union,union_anonymous,bit_field,ctad,deduction_guide,if_constexpr,hdr_cmath
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Raw5 {
  int tag;
  union {
    unsigned u;
    float f;
    double d;
  };
};
__device__ float use6(int x) {
  Raw5 v{};
  v.tag = x;
  if (x > 5) {
    v.f = 9.5f;
    return v.f;
  }
  v.u = static_cast<unsigned>(x);
  return static_cast<float>(v.u) + 1.0f;
}

__device__ float lerp7(const unsigned int *in8, float q9) {
  if (((q9 < gridDim.x) ? 16 : (*in8)) < threadIdx.x) {
    goto finish11;
  }
  q9 = (2825 * (*in8)) | ((631 % in8[0x3]) | (in8[1] % 62));
  q9 = 9.375f + (*in8);
  if constexpr (sizeof(void *) == 8) {
    float cnt10{float(in8[0b101] & ((*in8) + (*in8)))};
    (void)cnt10;
  } else {
  }
finish11:;
  return 15lu;
}
template <typename T> struct Keep12 {
  T v;
  Keep12(T x) : v(x) {}
  T get() const { return v; }
};
template <typename A, typename B> struct Twin13 { A a; B b; };
template <typename A, typename B> Twin13(A, B) -> Twin13<A, B>;
template <typename T> struct View14 {
  const T *p;
  int n;
  View14(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View14(T *, int) -> View14<T>;
int deduce15(int x) {
  Keep12 h(x);
  Keep12 g{8.5};
  Twin13 d{x, 2.5f};
  View14 w(&x, 1);
  return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
struct Header16 {
  int f0 : 5;
  short f1 : 12;
  short f2 : 9;
  bool on : 1;
};
__host__ __device__ int pack17(int x) {
  Header16 b{};
  b.f0 = 4;
  b.f1 = 94;
  b.f2 = 70;
  b.on = x > 2;
  return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + (b.on ? 1 : 0);
}

__global__ void trace18(size_t a19) {
  int idx20 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (void)idx20;
  a19 |= ((a19 - 5LL) + sizeof(double)) * (pack17(CAT_3(idx, 20)) + 21U);
  constexpr size_t v21 = 045;
  (void)v21;
}

unsigned long long check_update22(unsigned int *buf23, int n24, unsigned int beta25) {
  float off26{18.125F};
  auto fn29 = [off27 = -0x5L](float prod28) -> int {
    fminf(16.5f, off27);
    return double((off27 < off27) ? prod28 : 'A');
  };
  trace18<<<sizeof(int) * 0x10, 256, sizeof(double) * 256>>>(CAT_3(beta, 25));
  trace18<<<(beta25 + 255) / 256, 256>>>((buf23 != nullptr) ? ADD3_1(buf23[0], 0x17, n24) : (*buf23));
  (*buf23) *= fn29(((buf23[beta25] != buf23[n24 & 7]) ? buf23[n24 & 7] : beta25) * off26);
  fmaxf(deduce15(3893l), off26);
  return cosf(ceilf(int(0x3c)));
}

int main() {
  int count30 = 2627;
  for (int it31 = 0x0; it31 < 0x3; it31++) {
    unsigned long z32 = (int)float(it31);
    (void)z32;
    trace18<<<(count30 + 63) / 64, 256>>>(it31);
  }
  return 0x0;
}
