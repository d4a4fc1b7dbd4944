// cudagen 0.2 seed 991 valid headers
// features: kernel,launch,builtin_vars,host_device_function,main,constexpr_var,if,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,macro_object,macro_function,explicit_specialization,alias_template,variable_template,if_constexpr,type_traits,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <utility>
#include <compare>

#define TILE_DIM_1 32
#define BLOCK_SIZE_2 (0x5)
#define BLOCK_SIZE_3 32
#define MOD8_4(x) ((x) % 8)
#define MOD8_5(x) ((x) % 8)
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <typename T> struct IsReal8 { static constexpr bool value = false; };
template <> struct IsReal8<float> { static constexpr bool value = true; };
template <> struct IsReal8<double> { static constexpr bool value = true; };
template <typename T>
int classify7(T v) {
  if constexpr (IsReal8<T>::value) {
    return static_cast<int>(v * 7);
  } else if constexpr (sizeof(T) == 8) {
    return static_cast<int>(v) + 3;
  } else {
    return static_cast<int>(v) + 1;
  }
}

inline __host__ __device__ void tally9(int len10, const double *input11)
{
  if ((len10 > 0x39lu) && (input11[len10] <= len10)) {
    return;
  }
  constexpr float hi12 = 20.5f;
  (void)hi12;
  cosf('z');
  len10++;
  float base13(BLOCK_SIZE_2);
  (void)base13;
  len10--;
}
template <typename T> using Ptr15 = T *;
template <typename A, typename B> struct Duo16 { A a; B b; };
template <typename T> using Same17 = Duo16<T, T>;
template <typename T> constexpr T kScale18 = T(8);
template <typename T> constexpr int kSize19 = static_cast<int>(sizeof(T)) * 4;
__device__ int aliased14(int x) {
  Ptr15<int> p = &x;
  Same17<int> d{x, 7};
  return x + *p + d.a + d.b + kSize19<double> + static_cast<int>(kScale18<float>);
}

__global__ void merge20(const int *input21, const float *in22, const int *src23, double *dst24)
{
  int tid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (void)tid25;
  int f26 = in22[5];
  constexpr int cnt27 = 044;
  (void)cnt27;
  f26 = kSize19<char>;
}

int main()
{
  int size28 = 2292;
  constexpr int cnt29 = 45;
  (void)cnt29;
  if (size28 >= BLOCK_SIZE_2) {
    return MOD8_4((size28));
  }
  merge20<<<16, 0x100>>>(&size28, (const float*)nullptr, &size28, (double*)nullptr);
  return 0;
}
