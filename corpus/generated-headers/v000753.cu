// cudagen 0.2 seed 753 valid headers
// features: kernel,restrict_params,launch,builtin_vars,host_function,main,managed_var,constexpr_var,enum,if,for,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_static,macro_function,pp_ifdef,pp_if,enum_underlying,if_constexpr,managed_in_class,runtime_api
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <type_traits>
#include <utility>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 7
#else
#define TUNE_7 17
#endif
#if (TUNE_7 * 2) >= 4 && TUNE_7 != 0
#define CONFIG_8 6
#elif TUNE_7 < 0
#error unreachable configuration
#else
#define CONFIG_8 32
#endif
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Tally10 {
  int count;
  float total;
  __host__ __device__ void add(float v) {
    ++count;
    total += v;
  }
};
__managed__ Tally10 managedStats11;
__host__ __device__ int record12(int x) {
  managedStats11.add(static_cast<float>(x));
  return managedStats11.count;
}
enum Axis13 { ADD14, BLUE15 };
enum Level16 : int {
  MUL17,
  SLOW18 = 5,
  IDLE19,
  MUL20 = 10,
  RED21 = 15
};

size_t check_lerp22(double a23, int *__restrict__ data24, int len25)
{
  if (CONFIG_8 == (*data24)) {
    goto skip29;
  }
  if (data24 == nullptr) {
    for (int i26 = 0; i26 < 16; i26 += 0x3) {
      managedStats11.count <<= managedStats11.count;
      if constexpr (sizeof(long) == 4) {
        constexpr float y27 = 15.375f;
        (void)y27;
        a23 -= 9 / len25;
      } else {
        int *v28 = data24;
        (void)v28;
      }
    }
  }
skip29:;
  return ((*data24) != (~len25)) ? MUL20 : ((075 << len25) + ((a23 == len25) ? managedStats11.count : 011573));
}

__global__ void update30(const int *__restrict__ input31, short a32, int *__restrict__ out33)
{
  int i34 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (void)i34;
  if (!(out33[a32] & 1))
    return;
  constexpr float off35 = 23.0f;
  (void)off35;
  constexpr unsigned int mid36 = 39;
  (void)mid36;
  for (int i37 = 0; i37 < a32; i37 += 0x3) {
    char k38 = static_cast<unsigned int>(+input31[0x4]) & '\x7f';
    (void)k38;
    Level16 t39 = MUL20;
    (void)t39;
  }
}

int main()
{
  int len40 = 324;
  int u41 = managedStats11.total;
  cudaStream_t stream42;
  cudaStreamCreate(&stream42);
  cudaStreamSynchronize(stream42);
  ++managedStats11.total;
  int h43 = u41;
  cudaEvent_t start44, stop45;
  cudaEventCreate(&start44);
  cudaEventCreate(&stop45);
  cudaEventRecord(start44);
  cudaEventRecord(stop45);
  cudaEventSynchronize(stop45);
  float ms46 = 0.0f;
  cudaEventElapsedTime(&ms46, start44, stop45);
  cudaEventDestroy(start44);
  cudaEventDestroy(stop45);
  ++u41;
  update30<<<(u41 + 255) / 256, (RED21 + 113) * (BLUE15 + 0x1)>>>(nullptr, ((h43 > len40) ? 16 : len40) + (BLUE15 - managedStats11.count), nullptr);
  return 0;
}
