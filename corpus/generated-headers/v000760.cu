// cudagen 0.2 seed 760 valid headers
// features: kernel,kernel_static,kernel_extern_c,launch,builtin_vars,device_function,host_device_function,host_function,main,device_array,constexpr_var,if,nested_block,ternary,compound_assign,shift,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,lambda_capture_value,lambda_mutable,lambda_iife,macro_function,macro_statement,call_operator,alias_template,if_constexpr
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <cstdio>
#include <cooperative_groups.h>

#define SQR_1(x) ((x) * (x))
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
struct Affine4 {
  int k;
  __device__ int operator()(int v) const { return v * k; }
  template <typename T>
  __device__ T operator()(T a, T b) const { return a + b; }
};
__device__ int call5(int x) {
  Affine4 fn{6};
  return fn(x) + fn(x, 1);
}
template <typename T> using Ptr7 = T *;
template <typename A, typename B> struct Duo8 { A a; B b; };
template <typename T> using Same9 = Duo8<T, T>;
__device__ int aliased6(int x) {
  Ptr7<int> p = &x;
  Same9<int> d{x, 9};
  return x + *p + d.a + d.b;
}
__device__ double d_step10[32] = {0xDEBU, 1983};
struct Affine11 {
  int k;
  int operator()(int v) const { return v * k; }
  template <typename T>
  T operator()(T a, T b) const { return a + b; }
};
int call12(int x) {
  Affine11 fn{6};
  return fn(x) + fn(x, 1);
}
extern "C" __global__ void sift13_kernel(unsigned int q14, char* acc15, const float* coef16) {
  unsigned int idx17 = threadIdx.x;
  q14 >>= LOW_BITS_2(LOW_BITS_2(acc15[2] + 58));
  q14 = idx17 ? ((q14 == (d_step10[q14] * (*coef16))) ? (d_step10[17] + 0U) : (47 * blockIdx.y)) : (idx17 << 7);
}
inline __device__ float clamp18(unsigned int cfg19, float q20, int count21) {
  unsigned char h22 = (cfg19 * cfg19 * (2618u - cfg19)) >> (cfg19 += d_step10[030], count21);
  if (SQR_1(q20 - d_step10[cfg19]) != (cfg19 >> 4)) {
    q20 = 5.375f;
    if (blockIdx.x != q20)
      return 3626U;
    float f23 = h22 + ((blockDim.z) + (12.125f + d_step10[count21]));
    (void)f23;
  }
  return 36u;
}
__host__ __device__ int lerp24(float alpha25) {
  long res26 = LOW_BITS_2((static_cast<unsigned char>(alpha25)));
  (void)res26;
  if ((0x2 + alpha25) >= alpha25) {
    {
      alpha25 -= 11.625f;
      int idx27 = ' ';
      (void)idx27;
    }
    alpha25 /= sizeof(int);
  }
  return -0xa;
}
void run_blend28(int len29, float* out30, float p31) {
  ([]() {
    float val32 = 12.125f;
    val32 = val32;
    val32 *= -19.5f;
  })();
  float idx33 = len29;
  p31 = ((len29 + 24) % len29) + (9.5F / (idx33 - p31));
  constexpr float m34 = 43ul;
  p31 *= 23.625F;
  idx33 = sizeof(double);
  sift13_kernel<<<(len29 + 31) / 32, 64>>>(SQR_1(p31), (char*)nullptr, &m34);
}
int main(void) {
  int n35 = 2562;
  auto step36 = [=]() mutable -> float {
    ACCUM_3(n35, (+(0xc * n35)));
    return static_cast<int>(49L / n35);
  };
  (void)step36;
  if ((n35 + 13) >= 62)
    return (036U + n35) - ((n35 < n35) ? n35 : n35);
  if constexpr (sizeof(double) == 4) {
  }
  return 0;
}
