// cudagen 0.1 seed 804 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,main,local_array,if,for,do_while,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_object,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 3
#define NUM_ITERS_2 (64 * (2 * 2))
#define NUM_ITERS_3 256
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef TILE_DIM_1
#define TILE_DIM_1 8

__global__ void shade6(int lane7, int stride8, int n9, short *data10)
{
  int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int pass12 = 0;
  do {
    lane7 = static_cast<unsigned>((pass12 & i11) + 6);
    int iter13 = 0;
    do {
      if (58 > (blockIdx.x * n9)) {
        return;
      }
      char t14 = warpSize;
      ++iter13;
    } while (iter13 < 16);
    ++pass12;
  } while (pass12 < n9);
  stride8++;
}

int main()
{
  int count15 = 142;
  if (count15 != count15) {
    return 4;
  }
  unsigned char lo16[3]{255, 40U, 37UL};
  for (int i17 = 2; i17 > 0; --i17) {
    count15 = count15;
    shade6<<<dim3(1 << 2, (count15 + 31) / 32), (512), sizeof(int) * 128>>>(static_cast<int>(static_cast<float>(i17)), (41), 63UL, nullptr);
  }
  return 0;
}
