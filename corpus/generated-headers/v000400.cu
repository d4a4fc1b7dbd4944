// cudagen 0.2 seed 400 valid headers
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_function,static_host_function,main,shared_var,shared_2d,extern_shared,constexpr_var,do_while,static_assert,bitwise,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_string,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_generic,lambda_launch,macro_object,macro_statement,pp_ifdef,pp_if,multiple_inheritance,virtual_inheritance,virtual_function,explicit_specialization,if_constexpr,type_traits
// nvcc: -std=c++20
#include <cuda_runtime.h>

#define RADIUS_1 8
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifndef USE_FAST_PATH_3
#define TUNE_4 6
#else
#define TUNE_4 34
#endif
#if TUNE_4 == 6
#define CONFIG_5 4
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 12
#endif

__global__ void split6(const float *__restrict__ coef7, float *out8, unsigned int *data9, const double *src10) {
  extern __shared__ int dyn_11[];
  __shared__ int sh_12[2][13];
  unsigned acc13 = (dyn_11[gridDim.x] += *src10, 4UL);
  unsigned int stride14 = (int)src10[acc13];
  int val15 = static_cast<float>(sh_12[0][stride14]) + sizeof(float);
  (void)val15;
  unsigned int res16(static_cast<float>(60));
  (void)res16;
}
struct Root18 {
  int v = 7;
  __host__ __device__ virtual int get() const { return v; }
  __host__ __device__ virtual ~Root18() {}
};
struct Left19 : virtual Root18 {
  __host__ __device__ int get() const override { return v + 1; }
};
struct Right20 : virtual public Root18 {
  int r = 3;
};
struct Join21 : Left19, Right20 {};
__host__ __device__ int dispatch17(int x) {
  Join21 j;
  j.v = x;
  const Root18 &t = j;
  return t.get() + j.r;
}

__device__ size_t decay22(int *data23) {
  static_assert((CONFIG_5 + (23)) > 26, "tile must fit");
  (++data23[threadIdx.x], ((*data23) = ((+blockDim.x) + (data23[threadIdx.y] * CONFIG_5)) - (gridDim.x / CONFIG_5)));
  return -(*data23);
}
template <typename T> struct IsReal25 { static constexpr bool value = false; };
template <> struct IsReal25<float> { static constexpr bool value = true; };
template <> struct IsReal25<double> { static constexpr bool value = true; };
template <typename T>
__device__ int classify24(T v) {
  if constexpr (IsReal25<T>::value) {
    return static_cast<int>(v * 5);
  } else if constexpr (sizeof(T) == 8) {
    return static_cast<int>(v) + 3;
  } else {
    return static_cast<int>(v) + 1;
  }
}

static void run_count26(int stride27) {
  auto step31 = [](auto lim28, auto stride29) {
    constexpr size_t val30 = (0xd);
    return lim28 * 2;
  };
  step31(stride27, static_cast<int>('0'));
  stride27 = 07311 ^ stride27;
  auto op36 = [](auto cnt32, auto k33) {
    int w34 = 0;
    do {
      constexpr int res35 = -28;
      ++w34;
    } while (w34 < w34);
    split6<<<dim3((w34 + 63) / 0x40), (CONFIG_5 + 60)>>>((const float*)nullptr, (float*)nullptr, static_cast<unsigned int*>(nullptr), nullptr);
    return cnt32 * 2;
  };
  (void)op36;
  static_assert(043 == 35, "tile must fit");
  stride27 = ((63 * stride27) % 12) & stride27;
  unsigned int hi37 = stride27;
  (void)hi37;
}

int main() {
  int size38 = 1082;
  (void)size38;
  split6<<<8, dim3(2, 2 * (CONFIG_5 + CONFIG_5), sizeof(int) * 010)>>>(nullptr, nullptr, nullptr, static_cast<const double*>(nullptr));
  const char *lim39 = "path\\to";
  (void)lim39;
  return 0x0;
}
