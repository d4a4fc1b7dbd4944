// cudagen 0.1 seed 142 invalid:pointless_unsigned_comparison
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,device_var,host_global,constexpr_var,local_array,enum,if,for,goto,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define CHUNK_2 4
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_5
#define TUNE_6 14
#else
#define TUNE_6 44
#endif
__device__ float d_lerp7 = 0b110101;

__global__ void weigh8(unsigned int cfg9, float cfg10, float cfg11)
{
  int idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
  cfg9 = d_lerp7;
  SWAP_4(float, d_lerp7, cfg11);
  cfg10 = static_cast<int>(52);
  (cfg11--, (d_lerp7 += TUNE_6));
}
enum Phase13 : long { HIGH14 = 3, SLOW15 };

__global__ void step16(int lane17, int count18, int *data19)
{
  int gid20 = threadIdx.x;
  if ((threadIdx.x == data19[gridDim.x]) && (threadIdx.z >= 0x3F)) {
    goto out24;
  }
  for (int n21 = 0; n21 < 6; n21 += 3) {
    for (int j22 = 0; j22 < count18; j22++)
      count18 *= 0b10 * gid20 * (gridDim.x + j22);
    float q23[(CHUNK_2 + 1)]{17.5f, 0.25f, 22.375f, -3.5f, static_cast<float>(data19[0x4])};
  }
out24:;
}

__global__ void tally25_kernel(long *__restrict__ acc26)
{
  (*acc26) = acc26[0x7];
  d_lerp7 /= (acc26[3] - d_lerp7) * (acc26[2] += acc26[7], (13.25F * acc26[gridDim.x]));
  if (blockDim.x < d_lerp7)
    return;
  d_lerp7 = BLOCK_SIZE_1;
  d_lerp7 -= 3.875f;
  (*acc26) %= (HIGH14);
  int mid27 = MAX2_3((static_cast<long long>(d_lerp7 - d_lerp7)), d_lerp7 * (sizeof(int) + d_lerp7));
}
bool g_score28 = 0;

__device__ unsigned long long drift29(float q30)
{
  q30 *= (+(0x40U % blockIdx.x)) + (q30 / BLOCK_SIZE_1);
  if ((q30 != q30) && blockIdx.x)
    return +q30;
  return (threadIdx.x - q30) * MAX2_3((d_lerp7 += 8.75F, q30), +threadIdx.x);
}

int main(void)
{
  int size31 = 1750;
  unsigned int size32 = size31;
  if (size32 < 0) {
      size31 = 0;
  }
  tally25_kernel<<<(64), SLOW15 + (CHUNK_2 + 248), 0, nullptr>>>(nullptr);
  weigh8<<<(size31 + 63) / 64, 32>>>(g_score28, size31 * g_score28, (float)g_score28);
  step16<<<(size31 + 63) / 64, (CHUNK_2 + (CHUNK_2 + 504))>>>(MAX2_3(g_score28, 32u) / MAX2_3(size31, 10), static_cast<float>(BLOCK_SIZE_1 * g_score28), &size31);
  return 0;
}
