// cudagen 0.2 seed 541 valid headers
// features: kernel,restrict_params,launch,host_function,constexpr_function,main,constant_var,local_array,if,switch,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,variadic_template,pack_expansion,fold_expression,nttp_integral,ctad,deduction_guide,hdr_cmath
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <cuda_fp16.h>

#define WARPS_1 32
#define RADIUS_2 (5)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__global__ void apply5_kernel(const unsigned* __restrict__ coef6) {
  sinf((*coef6) * ceilf(coef6[4]));
  if ((coef6[7] < coef6[4]) || (coef6 != nullptr)) {
    return;
  }
  size_t y7 = sinf(3.875f);
  switch ((*coef6) + 56) {
  case 11: {
    y7 = (float)(3L / (*coef6));
    float flag8[6] = {};
    (void)flag8;
    break;
  }
  case 5: {
    unsigned long prod9 = 1436L * y7;
    (void)prod9;
    break;
  }
  }
}
template <typename T, long N>
struct Fixed10 {
  T data[N];
  T sum() const {
    T s = T();
    for (long i = 0; i < N; ++i) {
      s += data[i];
    }
    return s;
  }
};
template <int K, typename T> T scaleBy11(T v) { return v * static_cast<T>(K); }
template <bool Neg> int flip12(int v) { return Neg ? -v : v; }
int fixed13(int x) {
  Fixed10<int, 6l> a{};
  a.data[0] = x;
  return a.sum() + scaleBy11<7>(x) + static_cast<int>(flip12<false>(x));
}
template <typename T> struct Keep14 {
  T v;
  __host__ __device__ Keep14(T x) : v(x) {}
  __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin15 { A a; B b; };
template <typename A, typename B> Twin15(A, B) -> Twin15<A, B>;
template <typename T> struct View16 {
  const T *p;
  int n;
  __host__ __device__ View16(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View16(T *, int) -> View16<T>;
__host__ __device__ int deduce17(int x) {
  Keep14 h(x);
  Keep14 g{2.5};
  Twin15 d{x, 2.5f};
  View16 w(&x, 1);
  return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
__constant__ int c_grow18 = 0b100101;
template <typename... Ts>
double fold19(Ts... xs) {
  return (... + static_cast<double>(xs));
}
template <typename... Ts>
int count20(Ts... xs) {
  int values[] = {static_cast<int>(xs)...};
  return values[0] + static_cast<int>(sizeof...(Ts));
}
int spread22(int x) {
  return static_cast<int>(fold19(x, 9.5f, 9u)) + count20(x, x, 1.0) + count20(static_cast<long>(x), 9);
}

constexpr int check_relax23(int count24, int n25) {
  float lo26 = n25;
  lo26++;
  return -59;
}

int main() {
  int len27 = 3378;
  fold19(len27, 0u, sqrtf(fabsf(len27)));
  len27++;
  apply5_kernel<<<0x1 << 4, 64>>>((const unsigned*)nullptr);
  return 0;
}
