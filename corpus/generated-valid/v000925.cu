// cudagen 0.1 seed 925 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,if,for,pragma_unroll,switch,goto,nested_block,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,macro_object,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 32
#define NUM_ITERS_2 128
#define TILE_DIM_3 (4 * (1 << 2))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#ifdef USE_FAST_PATH_7
#define TUNE_8 5
#else
#define TUNE_8 51
#endif
#undef TUNE_8
#define TUNE_8 2

__global__ void __launch_bounds__(128) count9_kernel(int *__restrict__ buf10, unsigned char *dst11, unsigned int *data12, int lane13)
{
  int tid14 = threadIdx.x;
  if ((dst11[tid14] - buf10[lane13]) < blockDim.x) {
    goto finish18;
  }
  switch (blockDim.z) {
  case TUNE_8 + (TUNE_8 + (TUNE_8 + (TUNE_8 + 0b10))): {
    size_t w15 = 549 >> ((unsigned int)buf10[6]);
    #pragma unroll 4
    for (int i16 = 0; i16 < lane13; i16++) {
      float flag17 = w15;
      if (warpSize > (tid14 >> 1)) {
        flag17 *= threadIdx.z;
        (flag17--, (dst11[blockDim.z] <<= 7L));
      }
    }
    break;
  }
  case 1 << 3:
    break;
  case 9:
    break;
  }
finish18:;
}

int main()
{
  int n19 = 3496;
  {
    count9_kernel<<<dim3((n19 + 255) / 256, (n19 + 63) / 64, 1 << 0b1), (TILE_DIM_1), 0, nullptr>>>(&n19, nullptr, nullptr, -60);
    n19 >>= n19;
  }
  return 0;
}
