// cudagen 0.2 seed 374 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,host_function,main,constexpr_var,if,if_else,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,macro_function,macro_paste,macro_statement,pp_ifdef,if_constexpr,type_traits,consteval,runtime_api,hdr_type_traits
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <cmath>
#include <type_traits>
#include <tuple>
#include <cuda_fp16.h>
#include <compare>

#define HALF_1(x) ((x) / 2)
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifdef USE_FAST_PATH_7
#define TUNE_8 16
#else
#define TUNE_8 26
#endif

__global__ void pack9_kernel(int *dst10, unsigned short cfg11, const float *src12, const int *input13) {
  int q14 = 9 * (dst10[cfg11] + (*dst10));
  int m15 = *input13;
  if ((MOD8_2(CAT_6(m, 15)) - (dst10[m15 & 7] >> m15)) <= 13) {
    if ((cfg11 >> 0x3L) <= 41) {
      ACCUM_3(cfg11, ((1l + cfg11) - src12[q14 & 0b111]));
    }
  } else {
    --dst10[q14];
    q14 = q14;
  }
}
template <typename T>
__host__ __device__ int classify16(T v) {
  if constexpr (!std::is_integral_v<T>) {
    return static_cast<int>(v * 6);
  } else if constexpr (sizeof(T) == 8) {
    return static_cast<int>(v) + 3;
  } else {
    return static_cast<int>(v) + 1;
  }
}
consteval int square17(int x) { return x * x + 5; }
constexpr int kSquare18 = square17(2);
int folded19(int x) { return x + square17(7); }

int trace20(int len21, int lane22) {
  pack9_kernel<<<(0x8), (512)>>>(&len21, +CAT_6(lane, 22), static_cast<const float*>(nullptr), &len21);
  pack9_kernel<<<64, (512), 128 * 8, (cudaStream_t)0>>>(&lane22, ' ' * ((int)len21), static_cast<const float*>(nullptr), nullptr);
  if (kSquare18 > lane22) {
    cudaStream_t stream23;
    cudaStreamCreate(&stream23);
    cudaStreamSynchronize(stream23);
    if ((lane22 & 0x1)) {
      double val24(static_cast<unsigned short>((char)len21));
      (void)val24;
      float z25 = 23.0f;
      (void)z25;
    }
  } else if (CAT_6(len, 21) > HALF_1(len21)) {}
  return 020 + len21;
}

int main() {
  int n26 = 3018;
  ACCUM_3(n26, (21));
  int device27 = 0;
  cudaGetDevice(&device27);
  cudaDeviceProp prop28;
  cudaGetDeviceProperties(&prop28, device27);
  int sms29 = prop28.multiProcessorCount + prop28.warpSize;
  (void)sms29;
  unsigned int idx30 = HALF_1((static_cast<unsigned char>(static_cast<unsigned long>(n26))));
  (void)idx30;
  n26 = 2;
  return 0x0;
}
