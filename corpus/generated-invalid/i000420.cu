// cudagen 0.1 seed 420 invalid:macro_too_few_args
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,auto_var,if,if_else,for,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_statement,pp_if
#include "prelude.cuh"

#define SCALE_23(a, b) ((a) * (b))
#define TILE_DIM_1 16
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#if TILE_DIM_1 > 81
#define CONFIG_3 8
#else
#define CONFIG_3 21
#endif

__global__ void __launch_bounds__(CONFIG_3 + (CONFIG_3 + 214)) accum4(float *buf5, float beta6, const int *input7, int *buf8) {
  int i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ long sh_10;
  int tmp11 = 49;
  __shared__ unsigned sh_12;
  sh_12 = blockIdx.x;
  sh_12 = double(2 ^ (sh_10 += gridDim.x, i9));
  buf8[4] = 35 ^ (sh_12);
}

static __global__ void __launch_bounds__(TILE_DIM_1 * 4, 4) reduce13(long long p14, unsigned long b15, float p16, const long *src17) {
  for (int n18 = 0; n18 < 0b11; ++n18) {
    p16 = 6.125f;
    b15 = 37lu | p14;
  }
  p14 = b15;
}

int main() {
  int size19 = 1642;
  size19 = SCALE_23(size19);
  --size19;
  for (int it20 = 0; it20 < size19; it20++) {
    if (static_cast<double>(size19 * size19) >= size19) {
      ++size19;
    } else {
      auto tmp21 = 5ul;
    }
    auto r22 = 24.0F;
  }
  accum4<<<64, 4 * TILE_DIM_1, (4'096), (cudaStream_t)0>>>((float*)nullptr, size19, static_cast<const int*>(nullptr), &size19);
  reduce13<<<(size19 + 63) / 0b1000000, 32, 0>>>(size19, ((size19 & 1) ? size19 : 4016) + size19, sizeof(float), nullptr);
  return 0;
}
