// cudagen 0.1 seed 2385 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,main,constant_var,constexpr_var,if,static_assert,ternary,shift,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define TILE_DIM_2 (8)
#define RADIUS_3 128
#define MOD8_4(x) ((x) % 8)
#define ADD3_5(a, b, c) ((a) + (b) + (c))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_7(x) #x
#define STR_8(x) STR_IMPL_7(x)
#define USE_FAST_PATH_9

#ifdef USE_FAST_PATH_9
#define TUNE_10 6
#else
#define TUNE_10 51
#endif

#if TUNE_10 % 2 == 0 || TUNE_10 < 4
#define CONFIG_11 4
#else
#define CONFIG_11 30
#endif
constexpr int STEPS12 = 1 << (CONFIG_11 + 3);
static_assert(((3) * 3) == 9, "bad config");
__constant__ double c_split13 = 23.25f;

static __global__ void sweep14_kernel(int n15) {
  n15 = STEPS12 / c_split13;
  n15 = int(MOD8_4(n15));
}

__host__ __device__ void bias16(float* __restrict__ out17) {
  (*out17) = 1.125f;
  if (!out17) {
    constexpr bool x18 = 1;
    if ((out17[2] + x18) != 31) {
      return;
    }
    out17[1] = ' ';
  }
  if (out17 == nullptr) {
    return;
  }
  constexpr int t19 = 969ULL;
}

int main() {
  int len20 = 797;
  sweep14_kernel<<<TILE_DIM_2 + (TUNE_10 + 2), sizeof(int) * (TUNE_10 + (BLOCK_SIZE_1 + (TUNE_10 + 20)))>>>((23 == len20) ? (+len20) : static_cast<short>(28ul));
  len20 = ADD3_5(len20, 7, CONFIG_11) + ((((len20 < len20) ? 34 : len20) == 3) ? 53L : (8 * len20));
  sweep14_kernel<<<dim3((len20 + 127) / 128, 1), dim3(1 << (CONFIG_11 + (CONFIG_11 + 1)), (len20 + 31) / 32), 1024 * 4, (cudaStream_t)0>>>(8UL);
  sweep14_kernel<<<(len20 + 255) / 256, dim3(sizeof(unsigned int) * (TILE_DIM_2 + 0b1000), (1)), 0>>>(STEPS12 - len20);
  sweep14_kernel<<<(TILE_DIM_2 + 8), STEPS12, 0, nullptr>>>(STEPS12);
  len20 = len20;
  return 0;
}
