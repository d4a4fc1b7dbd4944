// cudagen 0.1 seed 729 invalid:sizeof_void
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,local_array,if,for,goto,static_assert,compound_assign,bitwise,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,pp_ifdef,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 16
#define TILE_DIM_2 4
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 14
#else
#define TUNE_6 39
#endif

#if TILE_DIM_1 % 2 == 0 || TILE_DIM_1 < 4
#define CONFIG_7 3
#else
#define CONFIG_7 20
#endif

void pivot8(unsigned int beta9) {
  unsigned val10 = beta9 * (2107l * beta9);
  for (int it11 = 0, j12 = 0xf; it11 < j12; (++it11, (--j12))) {
    int tmp13 = TILE_DIM_2;
  }
  beta9 &= 13;
  long base14[2] = {};
}

template <typename T, typename U>
__global__ void march15(const U *src16, U alpha17, const unsigned int *in18) {
  unsigned int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned int w20 = 62L;
  static_assert(22 == 22);
  int k21(blockIdx.x * (*src16));
  if ((w20 - 40ul) >= alpha17) {
    goto skip22;
  }
  if ((threadIdx.x + blockDim.x) != 0x2ull)
    return;
skip22:;
}

int main() {
  int count23 = 1594;
  count23 += sizeof(void);
  count23 &= (((unsigned int)24) + count23) * ((count23 * count23) - count23);
  if (count23 <= count23)
    return count23;
  if ((-count23) == CONFIG_7)
    return sizeof(double);
  long tmp24(-11l);
  march15<unsigned, int><<<dim3((tmp24 + 31) / 32, 0x8), (64), sizeof(float) * 64, (cudaStream_t)0>>>(nullptr, (count23 * count23) - 1387ul, nullptr);
  return 0;
}
