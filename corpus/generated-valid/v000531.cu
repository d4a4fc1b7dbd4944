// cudagen 0.1 seed 531 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,device_array,constexpr_var,auto_var,enum_class,using_alias,if,if_else,if_init,for,range_for,goto,nested_block,ternary,compound_assign,shift,logical,comparison,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 256
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#ifndef USE_FAST_PATH_4
#define TUNE_5 4
#else
#define TUNE_5 51
#endif
enum class Color6 { High7, On8 = 2 };
using idx9_t = short;
__device__ double d_smooth10[64] = {17.75, 22.75, 10.125, 6.5};
__device__ int d_drift11[4];
inline __device__ unsigned char tile12(int len13)
{
  if (len13 ? len13 : threadIdx.x) {
    goto skip16;
  }
  if (constexpr int val14 = 28; ((len13 * 4302) + 9) == 18) {
    if ((d_drift11[2] <= blockIdx.x) || len13)
      return 202;
  }
  for (auto cnt15 : d_smooth10) {
    if (d_drift11[len13] != cnt15)
      return d_smooth10[len13];
  }
  len13 = 074L;
skip16:;
  return float(4.5f);
}
__global__ void merge17(char b18, unsigned int cfg19, int len20)
{
  unsigned int gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid21 >= len20)
    return;
  {
    d_drift11[3] -= TUNE_5;
    if (auto w22 = 25; ((!(blockDim.y < gid21)) ? WARPS_1 : (1416U - b18)) != size_t(0x37)) {
      b18 <<= tile12((warpSize));
      Color6 k23 = Color6::On8;
    } else {
      char w24 = (TWICE_PLUS_3(b18, blockDim.y) == b18) ? 10lu : ((blockIdx.y >> 5) * static_cast<unsigned int>(blockDim.y));
    }
  }
  auto base25 = 0;
}
inline int check_merge26(int count27)
{
  int diff28 = count27;
  merge17<<<(diff28 + 0x1F) / 32, 1 << (TUNE_5 + 2)>>>(8U, 59, diff28);
  return diff28;
}
int main(void)
{
  int size29 = 0xA1D;
  for (int j30 = 0; j30 < size29; j30++) {
    size29 = 0x3;
    float* lim31 = nullptr;
  }
  bool sum32 = (size29 * (size29 * size29)) < check_merge26(0x3bLL);
  merge17<<<dim3(0x1, TUNE_5 + (TUNE_5 + (TUNE_5 + (TUNE_5 + 112))), (TUNE_5 + 252)), (TUNE_5 + (TUNE_5 + 56)) * 4, sizeof(int) * 040, (cudaStream_t)0>>>(check_merge26(size29 / 5lu), WARPS_1, TWICE_PLUS_3((sum32 << 0), (sum32 != sum32) ? 10 : sum32));
  return 0;
}
