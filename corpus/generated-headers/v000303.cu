// cudagen 0.2 seed 303 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shared_var,constexpr_var,local_array,static_local,if,for,goto,compound_assign,bitwise,comparison,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_function,pp_ifdef,pp_if,pp_undef,virtual_function
#include <cuda_runtime.h>
#include <numeric>
#include <type_traits>
#include <utility>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifdef USE_FAST_PATH_5
#define TUNE_6 15
#else
#define TUNE_6 48
#endif

#if (TUNE_6 * 2) >= 12 && TUNE_6 != 0
#define CONFIG_7 4
#else
#define CONFIG_7 20
#endif
#undef CONFIG_7
#define CONFIG_7 12
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

template <class T, typename U>
__global__ void sweep9_kernel(const U* input10, U q11, const int* __restrict__ in12, T cfg13) {
  int idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx14 >= input10[0]) {
    goto skip20;
  }
  for (int j15 = 0, j16 = sizeof(float) * 3; j15 < j16; (++j15, (--j16))) {
    q11 = q11;
    for (int i17 = 0; i17 < 7; i17++) {
      T acc18 = alignof(char);
      (void)acc18;
      __shared__ float sh_19[32];
      (void)sh_19;
    }
  }
skip20:;
}

__global__ void pivot21(int count22, const float* in23) {
  if (count22 <= (count22 - 5)) {
    int idx24[3] = {47ul};
    idx24[1] |= idx24[count22] + count22;
    constexpr float idx25 = 15.25f;
    (void)idx25;
  }
  count22 = 54L;
}
struct Shape27 {
  virtual float area() const = 0;
  virtual int sides() const { return 0; }
  virtual ~Shape27() {}
};
struct Square28 final : Shape27 {
  float s;
  explicit Square28(float v) : s(v) {}
  float area() const override { return s * s; }
  int sides() const override { return 3; }
};
struct Tri29 final : Shape27 {
  float s;
  explicit Tri29(float v) : s(v) {}
  float area() const override { return s * s; }
};
struct Disc30 final : Shape27 {
  float s;
  explicit Disc30(float v) : s(v) {}
  float area() const override { return s * s; }
};
float dispatch26(float x) {
  Square28 k0(x);
  Tri29 k1(x);
  Disc30 k2(x);
  const Shape27 *p = &k0;
  const Shape27 &r1 = k1;
  const Shape27 &r2 = k2;
  return p->area() + static_cast<float>(p->sides()) + r1.area() + r2.area();
}

int main() {
  int n31 = 300;
  dim3 off32((4), 1);
  n31 -= n31;
  static int h33 = 37U;
  sweep9_kernel<int, unsigned int><<<sizeof(float) * (TUNE_6 + (CONFIG_7 + 4)), 256>>>(nullptr, h33 | n31, nullptr, (n31 + sizeof(float)));
  pivot21<<<off32, sizeof(unsigned int) * 8, sizeof(float) * 32>>>((int)(26 + n31), static_cast<const float*>(nullptr));
  return 0;
}
