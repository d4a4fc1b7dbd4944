// cudagen 0.2 seed 956 valid headers
// features: kernel,kernel_template,launch_deduced_template_args,launch,launch_dim3,builtin_vars,host_function,main,host_global,constexpr_var,struct,aligned_struct,if,goto,static_assert,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,pp_ifdef,variadic_template,pack_expansion,partial_specialization,explicit_specialization,runtime_api
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cstdio>
#include <type_traits>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 1
#else
#define TUNE_6 50
#endif
template <typename T, typename U> struct Pick7 { static constexpr int value = 1; };
template <typename T> struct Pick7<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick7<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes9 {
  T d[N];
  __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes9<T, 1> {
  T d;
  __host__ __device__ T first() const { return d; }
};
template <> struct Pick7<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag8(T) { return 0; }
template <> __host__ __device__ int tag8<float>(float) { return 1; }
template <> __host__ __device__ int tag8(double) { return 2; }
__host__ __device__ int specialized10(int x) {
  Lanes9<int, 1> one{x};
  Lanes9<int, 3> three{{x, 1, 2}};
  return x + Pick7<char, long>::value + Pick7<int, int>::value + Pick7<float *, int>::value + Pick7<float, double>::value + tag8(1.0f) + tag8(x) + tag8(2.0) + one.first() + three.first();
}
static unsigned int g_lerp11;
__host__ __device__ inline double fold12() { return 0.0; }
template <typename T, typename... Rest>
__host__ __device__ double fold12(T first, Rest... rest) {
  return static_cast<double>(first) + fold12(rest...);
}
template <typename... Ts>
__host__ __device__ int count13(Ts... xs) {
  int values[] = {static_cast<int>(xs)...};
  return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread15(int x) {
  return static_cast<int>(fold12(x, 8.5f, 8u)) + count13(x, x, 1.0);
}

struct alignas(8) Body16 {
  int val17;
  float hi18;
};

template <typename T>
__global__ void fold19(T *acc20, float *data21, T a22, int n23)
{
  unsigned int tid24 = threadIdx.x;
  if (tid24 >= n23) {
    return;
  }
  a22 *= *data21;
  if (threadIdx.y) {
    if (acc20[1] >= (tid24 / 8)) {
      return;
    }
    Body16 res25 = {5, 9.0f};
    (void)res25;
  }
  if (static_cast<int>(*data21) >= a22) {
    return;
  }
  float lo26(tid24 % tid24);
  (void)lo26;
  if (44 < static_cast<T>(n23)) {
    return;
  }
}

int run_merge27(short cfg28, long *acc29)
{
  static_assert((6 * 0x5) > 29, "tile must fit");
  if ((~g_lerp11) == cfg28) {
    return (25LL > ((*acc29) | g_lerp11)) ? (*acc29) : 0x33u;
  }
  float acc30 = *acc29;
  unsigned short lo31 = sizeof(int);
  if ((acc29[0x6] / lo31) <= 23) {
    goto out32;
  }
  if ((cfg28 - 38) == TWICE_PLUS_2(cfg28, acc30)) {
    fold19<<<dim3(2 * (TUNE_6 + 3), (g_lerp11 + 31) / 32, sizeof(unsigned int)), TUNE_6 + (TUNE_6 + 126)>>>(static_cast<unsigned int*>(nullptr), static_cast<float*>(nullptr), 2U, MIN2_1(cfg28, 11 + cfg28));
  }
  lo31 = 0x3D;
out32:;
  return 3 / acc30;
}

int main()
{
  int size33 = 64;
  int u34{size33};
  fold19<<<dim3(0x10, (g_lerp11 + 31) / 32), (32)>>>((double*)nullptr, nullptr, 1.0, u34);
  cudaStream_t stream35;
  cudaStreamCreate(&stream35);
  cudaStreamSynchronize(stream35);
  int v36 = static_cast<double>(g_lerp11) - (TUNE_6 & (g_lerp11 - 55u));
  (void)v36;
  return 0;
}
