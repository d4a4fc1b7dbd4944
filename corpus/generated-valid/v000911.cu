// cudagen 0.1 seed 911 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,constexpr_var,if,compound_assign,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,alignof,macro_object,pp_ifdef,pp_if
#include "prelude.cuh"

#define CHUNK_1 16
#define NUM_ITERS_2 5
#define BLOCK_SIZE_3 ((32))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 1
#else
#define TUNE_7 47
#endif
#if BLOCK_SIZE_3 == 32
#define CONFIG_8 6
#elif BLOCK_SIZE_3 < 0
#error unreachable configuration
#else
#define CONFIG_8 17
#endif

__device__ long tile9(const float* __restrict__ coef10, int len11)
{
  len11 += coef10[len11];
  if ((len11 + 0xF) <= 036L)
    return coef10[4];
  return -12L;
}

__global__ void tally12(unsigned* out13, float cfg14)
{
  if (cfg14 >= tile9(&cfg14, 6ul)) {
    cfg14 = gridDim.y;
    cfg14 *= out13[4];
    constexpr float lim15 = 21.5F;
  }
}

int main()
{
  int size16 = 1622;
  if ((size16 - CONFIG_8) != size16)
    return float(9.5f) - size16;
  size16--;
  size16 += 46;
  if (size16 >= (16ull + size16)) {
    (--size16, (size16 = alignof(double)));
    size16 = 3299;
  }
  tally12<<<8, (TUNE_7 + 0x11), (CHUNK_1 + (NUM_ITERS_2 + (CHUNK_1 + 987))), (cudaStream_t)0>>>((unsigned int*)nullptr, 1.375F);
  return 0;
}
