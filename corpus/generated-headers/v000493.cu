// cudagen 0.2 seed 493 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,main,constexpr_var,auto_var,if,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_if,pp_undef,partial_specialization,ctad,if_constexpr
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <type_traits>

#define NUM_ITERS_1 64
#define NUM_ITERS_2 (4)
#define NUM_ITERS_3 4
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

#if NUM_ITERS_1 == 64
#define CONFIG_8 8
#else
#define CONFIG_8 20
#endif
#undef NUM_ITERS_1
#define NUM_ITERS_1 48
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <typename T> struct Keep10 {
  T v;
  __device__ Keep10(T x) : v(x) {}
  __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin11 { A a; B b; };
__device__ int deduce13(int x) {
  Keep10 h(x);
  Keep10 g{0.5};
  return h.get() + static_cast<int>(g.get());
}
template <typename T, typename U> struct Pick14 { static constexpr int value = 1; };
template <typename T> struct Pick14<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick14<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes16 {
  T d[N];
  __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes16<T, 1> {
  T d;
  __host__ __device__ T first() const { return d; }
};
__host__ __device__ int specialized17(int x) {
  Lanes16<int, 1> one{x};
  Lanes16<int, 3> three{{x, 1, 2}};
  return x + Pick14<char, long>::value + Pick14<int, int>::value + Pick14<float *, int>::value + one.first() + three.first();
}

__global__ void tile18(float alpha19, long *data20, const float *input21) {
  data20[gridDim.z] = *data20;
  if ((CAT_7(alpha, 19) + 43u) <= 46) {
    data20[blockIdx.x] = (CONFIG_8) + alpha19;
  }
  if ('#' != alpha19) {
    return;
  }
  if constexpr (sizeof(double) == 4) {
    auto q22 = gridDim.x;
    data20[q22 & 7] = threadIdx.z;
  } else {
  }
}

int main() {
  int size23 = 814;
  tile18<<<dim3((size23 + 255) / 256), dim3((size23 + 255) / 0x100)>>>(size23, static_cast<long*>(nullptr), static_cast<const float*>(nullptr));
  tile18<<<sizeof(float) * 2, dim3((size23 + 127) / 128, (size23 + 0x7f) / 128)>>>(size23, (long*)nullptr, (const float*)nullptr);
  return 0x0;
}
