// cudagen 0.2 seed 273 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,device_template_function,host_function,main,device_array,if,for,pragma_unroll,goto,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,pp_ifdef,pp_if,explicit_specialization,if_constexpr,type_traits,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cstdio>

#define TILE_DIM_1 16
#define WARPS_2 8
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#ifndef USE_FAST_PATH_6
#define TUNE_7 13
#else
#define TUNE_7 19
#endif
#if WARPS_2 == 8
#define CONFIG_8 1
#elif WARPS_2 < 0
#error unreachable configuration
#else
#define CONFIG_8 16
#endif
template <typename T> struct IsReal10 { static constexpr bool value = false; };
template <> struct IsReal10<float> { static constexpr bool value = true; };
template <> struct IsReal10<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify9(T v) {
  if constexpr (IsReal10<T>::value) {
    return static_cast<int>(v * 2);
  } else if constexpr (sizeof(T) == 8) {
    return static_cast<int>(v) + 3;
  } else {
    return static_cast<int>(v) + 1;
  }
}
__device__ int d_weigh11[4] = {9};
__host__ void run_filter12(int stride13) {
  if ((stride13 & 0x26UL) == stride13) {
    return;
  }
  stride13 *= stride13;
  stride13 = (fabsf(6) * (stride13)) + stride13;
  if constexpr (sizeof(void *) == 8) {
    for (int n14 = 0; n14 < 0xC; n14 += 1) {
      floorf(-(n14));
    }
    int lo15 = 40;
    (void)lo15;
  }
}
template <typename T, typename U>
__global__ void count16(T a17, T a18, const T *__restrict__ src19) {
  double u20{static_cast<double>((U)((a18 != (*src19)) ? a18 : 55))};
  if ((d_weigh11[0] * a18) == (*src19)) {
    goto done21;
  }
  a18 = (classify9<long>(u20) - d_weigh11[2]) << sizeof(double);
done21:;
}
__global__ void __maxnreg__(32) pack22_kernel(long *__restrict__ acc23) {
  if (~d_weigh11[2]) {
    return;
  }
  #pragma unroll
  for (int n24 = 0x0; n24 < 16; n24++) {
    int w25 = expf(acc23[n24 & 7]);
    (void)w25;
    acc23[5] *= ceilf((n24 ^ acc23[n24 & 7]) & (0x39ul % d_weigh11[n24]));
  }
}
int main() {
  int size26 = 3135;
  size26 *= cosf(ceilf(size26)) * fabsf(size26);
  float idx27 = 19.0f;
  (void)idx27;
  int *e28 = nullptr;
  for (int it29 = 0x0; it29 < 10; ++it29) {
    count16<long, long><<<1, 32>>>((it29 / 33l) - expf(5.125f), (-(*e28)) & classify9<unsigned int>(58), nullptr);
  }
  int cnt30 = fmaxf(~size26, -e28[size26]) / classify9<unsigned int>(47 - (*e28));
  (void)cnt30;
  pack22_kernel<<<1, 0x1 << 8>>>(nullptr);
  return 0;
}
