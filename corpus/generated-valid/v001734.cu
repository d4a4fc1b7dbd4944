// cudagen 0.1 seed 1734 valid
// features: kernel,launch,launch_dim3,builtin_vars,host_function,main,device_array,host_global,enum,enum_class,if,static_assert,bitwise,shift,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define RADIUS_1 4
#define CHUNK_2 3
#define CHUNK_3 (5)
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_6(a, b) a##b
double g_pack7[] = {53, 15.75};
enum class State8 {
  Low9,
  Green10,
  Idle11,
  Blue12,
  Busy13
};

__global__ void split14_kernel(const int *src15, double *buf16, int len17)
{
  unsigned tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid18 >= len17)
    return;
  len17 = *src15;
  long long hi19 = ADD3_4((CAT_6(tid, 18) + 60) - buf16[blockDim.z & 7], (*src15) + 2275lu, (threadIdx.x + len17) / src15[len17]);
}
__device__ int d_fuse20[8];
enum Axis21 { FAST22, ON23, IDLE24 };

void check_rank25(int len26, bool a27)
{
  static_assert((0b11 * (IDLE24 + 4)) > 17);
  split14_kernel<<<dim3((len26 + 63) / 64), dim3(4 * 8, 256)>>>((const int*)nullptr, g_pack7, sizeof(short));
  g_pack7[len26] = g_pack7[len26 & 1];
  split14_kernel<<<(16), 128>>>((const int*)nullptr, g_pack7, (0b111001 + CAT_6(a, 27)) << len26);
}

int main()
{
  int len28 = 2411;
  static_assert(sizeof(int) == 4);
  split14_kernel<<<dim3((len28 + 255) / 256, 1 << 8), 64>>>(nullptr, g_pack7, len28 >> 7);
  split14_kernel<<<16, (CHUNK_3 + 27) * 8>>>(nullptr, g_pack7, len28);
  return 0;
}
