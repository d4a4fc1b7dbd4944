// cudagen 0.2 seed 807 valid headers
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,main,shared_var,while,shift,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_undef,explicit_specialization,if_constexpr,type_traits
#include <cuda_runtime.h>
#include <array>
#include <numeric>
#include <utility>
#include <tuple>
#include <cuda/std/array>
#include <cuda/std/functional>

#define RADIUS_1 5
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 11
#else
#define TUNE_6 58
#endif
#undef TUNE_6
#define TUNE_6 2
template <typename T> struct IsReal8 { static constexpr bool value = false; };
template <> struct IsReal8<float> { static constexpr bool value = true; };
template <> struct IsReal8<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify7(T v) {
  if constexpr (IsReal8<T>::value) {
    return static_cast<int>(v * 5);
  } else if constexpr (sizeof(T) == 8) {
    return static_cast<int>(v) + 3;
  } else {
    return static_cast<int>(v) + 1;
  }
}

__global__ void update9_kernel(int* out10, const int* __restrict__ input11, long long* __restrict__ buf12)
{
  int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (void)idx13;
  float prod14 = 530;
  (void)prod14;
  __shared__ long sh_15[16];
  (void)sh_15;
  int w16 = 0;
  while (w16 < 16) {
    float* tmp17 = reinterpret_cast<float*>(buf12);
    (void)tmp17;
    (*out10) = *out10;
    ++w16;
  }
}

int main(void)
{
  int count18 = 2995;
  count18 = (count18 + (386 >> count18));
  ACCUM_3(count18, (12U));
  update9_kernel<<<dim3(1 << (TUNE_6 + TUNE_6), sizeof(unsigned int) * (TUNE_6 + (RADIUS_1 + 25))), dim3((TUNE_6 + (RADIUS_1 + 0b111001)), (count18 + 63) / 64, 2)>>>(nullptr, nullptr, nullptr);
  update9_kernel<<<(count18 + 31) / 32, dim3(256)>>>(&count18, &count18, nullptr);
  return 0;
}
