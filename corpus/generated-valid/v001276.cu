// cudagen 0.1 seed 1276 valid
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,constexpr_function,main,device_array,constexpr_var,for,pragma_unroll,ternary,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,macro_object,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define CHUNK_2 64
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 25
#endif

#if CHUNK_2 > 31
#define CONFIG_6 1
#else
#define CONFIG_6 24
#endif

__global__ void __maxnreg__(64) drift7(int *data8) {
  unsigned tmp9 = *data8;
  float val10{6.0f};
  #pragma unroll 4
  for (int i11 = (blockIdx.x * blockDim.x) + threadIdx.x; i11 < 0x10; i11 += blockDim.x * gridDim.x) {
    float prod12 = ((11.75f - tmp9) - tmp9) * CONFIG_6;
    val10--;
  }
  --val10;
}
__device__ int d_rank13[64];
/* NOTE: keep in sync with the host reference. */

constexpr int fold14(int n15) {
  n15 = (n15 + (17 + n15)) - (62l * n15);
  (++n15, (n15 = 30ULL - n15));
  return n15;
}

int main() {
  int len16 = 574;
  len16 = NUM_ITERS_1;
  len16 = fold14(len16) + ((len16 <= len16) ? CONFIG_6 : len16) + 47l;
  drift7<<<(len16 + 255) / 0x100, (NUM_ITERS_1 + (CONFIG_6 + (CONFIG_6 + 3))) * (NUM_ITERS_1 + 1), 0x100, (cudaStream_t)0>>>(&len16);
  return 0;
}
