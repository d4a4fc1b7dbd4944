// cudagen 0.2 seed 72 valid headers
// features: kernel,launch_bounds,restrict_params,launch,builtin_vars,host_function,main,constexpr_var,struct,class_private,enum_class,if,if_else,if_init,for,static_assert,ternary,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_float,lit_nullptr,cast_c,macro_object,macro_function,union,multiple_inheritance,virtual_inheritance,virtual_function,nttp_reference,explicit_specialization,if_constexpr,type_traits,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cuda/std/array>
#include <cuda/std/functional>

#define WARPS_1 16
#define CHUNK_2 (0x80)
#define MOD8_3(x) ((x) % 8)
class Vec4 {
  int weight5;
  int hi6;
public:
  __host__ __device__ Vec4(int b7, int init8) : weight5(b7), hi6(init8) {}
  __host__ __device__ void total9(float base10) {
    Vec4 t11(MOD8_3(hi6), weight5);
    (void)t11;
  }
  __host__ __device__ int mix12() const {
    return (hi6 <= 0x18) ? weight5 : 6;
  }
};
struct Root14 {
  int v = 4;
  virtual int get() const { return v; }
  virtual ~Root14() {}
};
struct Left15 : virtual Root14 {
  int get() const override { return v + 1; }
};
struct Right16 : virtual public Root14 {
  int r = 8;
};
struct Join17 : Left15, Right16 {};
int dispatch13(int x) {
  Join17 j;
  j.v = x;
  const Root14 &t = j;
  return t.get() + j.r;
}
union Raw18 {
  int i;
  float f;
  unsigned char bytes[4];
};
__host__ __device__ int use19(int x) {
  Raw18 v{};
  v.i = static_cast<int>(x);
  return static_cast<int>(v.bytes[2]) + static_cast<int>(v.i);
}
__device__ int counter20;
template <int &R> __device__ int bump21(int x) {
  R += x;
  return R;
}
__device__ int tally22(int x) { return bump21<counter20>(x); }
__global__ void __launch_bounds__(64) gather23(float *__restrict__ dst24, int len25) {
  if (constexpr int f26 = 2; !dst24) {
    int x27 = 16;
    (void)x27;
  }
  if ((fmaxf(5.0f, len25) - (*dst24)) <= dst24[len25 & 7]) {
    fminf(blockDim.z, fabsf(*dst24));
    len25 = fminf(gridDim.x + (-len25), use19(len25));
    dst24[threadIdx.y & 7] = 24.0f;
  } else {
    int r28 = MOD8_3(use19(len25 % len25));
    (void)r28;
  }
}
__host__ __device__ float norm29(float x, float y) {
  return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
enum class Mode30 { Add31, On32 = 5, Mul33 = 11, Red34 };
template <typename T> struct IsReal36 { static constexpr bool value = false; };
template <> struct IsReal36<float> { static constexpr bool value = true; };
template <> struct IsReal36<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify35(T v) {
  if constexpr (IsReal36<T>::value) {
    return static_cast<int>(v * 4);
  } else if constexpr (sizeof(T) == 8) {
    return static_cast<int>(v) + 3;
  } else {
    return static_cast<int>(v) + 1;
  }
}
inline void check_combine37(int count38, Mode30 beta39) {
  if (((long long)count38) <= count38) {
    return;
  }
  gather23<<<(count38 + 63) / 64, (CHUNK_2 + (WARPS_1 + (WARPS_1 + (CHUNK_2 + 224))))>>>((float*)nullptr, count38);
  beta39 = beta39;
}
int main() {
  int len40 = 688;
  if (len40 != len40) {
    return WARPS_1;
  }
  static_assert(43 == 43, "expected value");
  for (int i41 = 0; i41 < len40; i41++) {
    int val42 = (MOD8_3(i41 - i41));
    (void)val42;
  }
  int lim43 = len40 - WARPS_1;
  (void)lim43;
  return 0;
}
