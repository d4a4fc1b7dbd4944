// cudagen 0.1 seed 890 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,device_var,constexpr_var,if,if_else,if_init,switch,goto,static_assert,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 64
#define BLOCK_SIZE_2 128
#define WARPS_3 3
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_5(a, b) a##b

#if (BLOCK_SIZE_2 * 2) >= 29 && BLOCK_SIZE_2 != 0
#define CONFIG_6 2
#else
#define CONFIG_6 30
#endif
/* Helper used by the kernels below. */

__global__ void bias7_kernel(unsigned int *data8, unsigned long *data9, double *data10, size_t *out11) {
  int i12 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (data10[gridDim.x] != (*data9)) {
    goto skip14;
  }
  if (out11[0b101] > '\t') {
    return;
  }
  if (out11[1] < 'a') {
    (*data8) &= (out11[i12] + ((*out11) + 2864)) | data9[0b100];
  } else {
    constexpr double flag13 = 18.75f;
  }
skip14:;
}

inline __host__ __device__ int scale15(unsigned int p16, double q17, float *dst18) {
  if (constexpr unsigned int stride19 = 3392; CAT_5(q, 17) >= (4'031 * p16)) {
    static_assert((WARPS_3 + (CONFIG_6 + (CONFIG_6 + (CONFIG_6 + (CONFIG_6 + (CONFIG_6 + 48)))))) == 61);
  } else if ((p16)) {
    q17 = sizeof(double);
    q17 = 20.75;
  }
  char sum20 = TILE_DIM_1;
  p16 |= '\'';
  (*dst18) = int(19);
  return p16;
}
__device__ float d_apply21 = 7.625f;
inline constexpr int DEPTH22 = 7;
static_assert((DEPTH22 + (WARPS_3 + 1)) > 10, "tile must fit");
// Returns the accumulated value.

__global__ void __launch_bounds__(1024) relax23_kernel(float *out24, const char *coef25) {
  if (DEPTH22 > (coef25[threadIdx.z & 7] % scale15(0b110L, *coef25, out24))) {
    if (d_apply21 >= (DEPTH22 * out24[threadIdx.x])) {
      switch (coef25[warpSize & 7] ^ blockDim.y) {
      case CONFIG_6 + 10: {
        float lo26 = 2.875F;
        break;
      }
      }
    }
    constexpr int mid27 = CONFIG_6 + (2 * (WARPS_3 + (WARPS_3 + (CONFIG_6 + 1))));
  }
}

constexpr int accum28(int lane29) {
  return lane29;
}

int main() {
  int n30 = 3814;
  const char *stride31 = "tile";
  const char *q32 = "warp size";
  constexpr float hi33 = 12.0F;
  if (accum28(CAT_5(n, 30)) == stride31[1]) {
    return scale15(scale15('\x7f', DEPTH22, (float*)nullptr), 7 & q32[1], (float*)nullptr);
  }
  bias7_kernel<<<512, (WARPS_3 + (WARPS_3 + 2)) * (WARPS_3 + 1), 0>>>(nullptr, nullptr, (double*)nullptr, (unsigned long*)nullptr);
  relax23_kernel<<<BLOCK_SIZE_2 * 4, sizeof(float) * 64, sizeof(int) * 64, (cudaStream_t)0>>>(static_cast<float*>(nullptr), nullptr);
  return 0;
}
