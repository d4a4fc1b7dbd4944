// cudagen 0.1 seed 1865 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_device_function,host_function,constexpr_function,main,device_var,shared_var,constexpr_var,if,nested_block,ternary,shift,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_reinterpret,sizeof,pp_ifdef
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 7
#else
#define TUNE_2 25
#endif

__device__ __forceinline__ void stencil3(int len4)
{
  {
    len4 = TUNE_2;
    __shared__ long long sh_5[8];
  }
  len4 = 18 << (len4 + len4);
  unsigned int t6 = len4;
  t6 = ((sizeof(short) - t6) - 25L) >> warpSize;
  int x7 = t6;
}

constexpr __host__ __device__ int pack8(int n9, int n10)
{
  return ((n9 * 1121lu) ? 3834 : n9) * TUNE_2;
}
__device__ int d_accum11 = 2;

__global__ void fuse12(float *acc13)
{
  d_accum11 = gridDim.z - pack8(threadIdx.x, 54u);
  float x14 = *acc13;
}

__device__ __forceinline__ void spread15(const int *src16)
{
  __shared__ short int sh_17[256];
  sh_17[d_accum11] = pack8(sh_17[71], sh_17[d_accum11]);
  int h18 = sh_17[d_accum11];
}

constexpr int check_smooth19(int stride20)
{
  stride20 = stride20;
  return sizeof(int);
}

int main()
{
  int count21 = 322;
  char *diff22 = nullptr;
  if (diff22[2])
    return (49 - (*diff22)) - (64ULL * diff22[count21]);
  unsigned long f23 = TUNE_2 - (*diff22);
  int r24 = check_smooth19(f23 - (0x12L + diff22[count21]));
  fuse12<<<512, sizeof(float) * 32, 0>>>(reinterpret_cast<float*>(diff22));
  return 0;
}
