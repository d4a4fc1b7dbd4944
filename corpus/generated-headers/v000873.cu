// cudagen 0.2 seed 873 valid headers
// features: kernel,launch_bounds,launch,main,shared_var,if,compound_assign,bitwise,shift,comparison,incdec,address_of,array_index,lit_int_hex,lit_int_octal,lit_float,lit_nullptr,cast_c,macro_function,union,union_anonymous,call_operator,nttp_auto,structured_binding,exceptions,hdr_cstdio
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <utility>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
struct Pun4 {
  int tag;
  union {
    int i;
    float f;
    double d;
  };
};
__host__ __device__ float use5(int x) {
  Pun4 v{};
  v.tag = x;
  if (x > 9) {
    v.f = 6.5f;
    return v.f;
  }
  v.i = static_cast<int>(x);
  return static_cast<float>(v.i) + 1.0f;
}
template <auto V>
int addConst6(int x) {
  using value_type = decltype(V);
  return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
int consts7(int x) { return addConst6<3>(x) + addConst6<7u>(x) + addConst6<true>(x); }
struct Affine8 {
  int k;
  int operator()(int v) const { return v * k; }
};
int call9(int x) {
  Affine8 fn{5};
  return fn(x) + fn.operator()(1);
}
struct Parts10 {
  int first;
  float second;
};
__host__ __device__ Parts10 make11(int x) { return Parts10{x, static_cast<float>(x)}; }
__host__ __device__ int unpack12(int x) {
  auto [a, b] = make11(x);
  int arr[3] = {x, 1, 2};
  auto [p, q, r] = arr;
  Parts10 v{x, static_cast<float>(x)};
  auto &&[m, n] = v;
  return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

__global__ void __launch_bounds__(0x20 * 0x8) probe13(int* acc14, double cfg15, unsigned long* dst16) {
  size_t r17 = 0100;
  (void)r17;
  __shared__ int sh_18;
  long long* v19 = (long long*)nullptr;
  (void)v19;
  cfg15++;
  --sh_18;
  printf("step %d\n", static_cast<int>(20));
}

int main() {
  int len20 = 1034;
  len20 <<= len20;
  try {
    len20++;
    if (20 >= (len20 + len20))
      return 2743;
    if (len20 > 80) {
      throw 80;
    }
  } catch (...) {
  }
  probe13<<<(len20 + 63) / 64, 16 * 16>>>(nullptr, (7.875 + len20) * len20, nullptr);
  return 0;
}
