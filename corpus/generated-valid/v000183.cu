// cudagen 0.1 seed 183 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,main,while,compound_assign,bitwise,incdec,comma,pointer_arith,lit_int_hex,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 256
#define BLOCK_SIZE_2 16
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_4(x) ((x) & 0xF)
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

#ifdef USE_FAST_PATH_8
#define TUNE_9 15
#else
#define TUNE_9 32
#endif
#undef TUNE_9
#define TUNE_9 24

__global__ void filter10(const int* src11, int stride12, const unsigned int* input13, int lane14)
{
  int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  ++stride12;
  int pass16 = 0x0;
  while (pass16 < tid15) {
    int t17 = 4119;
    (stride12--, (lane14 ^= 53L * blockIdx.x));
    int res18 = (t17 += -24, (*input13));
    ++pass16;
  }
}

int main()
{
  int size19 = 1145;
  size19 |= 58;
  filter10<<<(size19 + 63) / 0x40, sizeof(int) * 128, 0>>>(static_cast<const int*>(nullptr), size19, nullptr, sizeof(char));
  size19--;
  return 0;
}
