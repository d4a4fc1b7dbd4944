// cudagen 0.2 seed 84 valid headers
// features: kernel,launch_bounds,launch,builtin_vars,main,local_array,if,switch,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_if,variadic_template,pack_expansion,runtime_api
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <cstdio>
#include <type_traits>

#define TILE_DIM_1 128
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define MOD8_3(x) ((x) % 8)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

#if TILE_DIM_1 == 128
#define CONFIG_8 8
#else
#define CONFIG_8 13
#endif
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
__device__ inline double fold10() { return 1.0; }
template <typename T, typename... Rest>
__device__ double fold10(T first, Rest... rest) {
  return static_cast<double>(first) * fold10(rest...);
}
template <typename... Ts>
__device__ int count11(Ts... xs) {
  int values[] = {static_cast<int>(xs)...};
  return values[0] + static_cast<int>(sizeof...(Ts));
}
__device__ int spread13(int x) {
  return static_cast<int>(fold10(x, 9.5f, 9u)) + count11(x, x, 1.0) + count11(static_cast<long>(x), 9);
}

__global__ void __launch_bounds__((CONFIG_8 + (CONFIG_8 + 16)) * 4, 0x2) bias14_kernel(int lane15, unsigned long *dst16)
{
  int gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  switch ((unsigned char)dst16[lane15]) {
  case 0x1: {
    ACCUM_4(dst16[threadIdx.x], (warpSize));
    break;
  }
  case CONFIG_8 + 2:
    break;
  case 2:
    if (MOD8_3(blockIdx.x) < gid17)
      break;
    break;
  }
  lane15 = sizeof(unsigned char);
  float base18[0x2 * 0b11]{24.125f, static_cast<float>(dst16[lane15]), 0x1p3f, 6.875F, 4.F, static_cast<float>(gid17)};
  (void)base18;
  dst16[3] = ((dst16[gridDim.x]) * MAX2_2(CAT_7(gid, 17), 0x25)) + (2 << static_cast<long>(dst16[0]));
  int y19[1 << 1] = {1};
  (void)y19;
}

int main()
{
  int len20 = 05411;
  (void)len20;
  int stride21[2] = {};
  (void)stride21;
  cudaEvent_t start22, stop23;
  cudaEventCreate(&start22);
  cudaEventCreate(&stop23);
  cudaEventRecord(start22);
  cudaEventRecord(stop23);
  cudaEventSynchronize(stop23);
  float ms24 = 0.0f;
  cudaEventElapsedTime(&ms24, start22, stop23);
  cudaEventDestroy(start22);
  cudaEventDestroy(stop23);
  bias14_kernel<<<1, sizeof(float) * (CONFIG_8 + (CONFIG_8 + 16))>>>(static_cast<int>((38)), nullptr);
  return 0;
}
