// cudagen 0.2 seed 171 valid headers
// features: launch,launch_dim3,main,device_array,local_array,auto_var,shift,array_index,lit_nullptr,cast_c,pp_ifdef,pp_if,hdr_cub
#include <cuda_runtime.h>
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <cub/block/block_reduce.cuh>

#ifdef USE_FAST_PATH_1
#define TUNE_2 7
#else
#define TUNE_2 31
#endif

#if TUNE_2 > 96
#define CONFIG_3 3
#else
#define CONFIG_3 11
#endif
__global__ void blockTotal4(const int *in, int *out) {
  using Reduce = cub::BlockReduce<int, 128>;
  __shared__ typename Reduce::TempStorage storage;
  int v = in[threadIdx.x];
  int total = Reduce(storage).Sum(v);
  if (threadIdx.x == 0) {
    out[blockIdx.x] = total;
  }
}
__device__ int d_apply5[64];

int main()
{
  int n6 = 2463;
  int e7[6] = {};
  auto lim8 = n6 + n6;
  (void)lim8;
  blockTotal4<<<dim3(256, (n6 + 255) / 256, 1), 1 << 7>>>((const int*)nullptr, e7);
  blockTotal4<<<(CONFIG_3 + (CONFIG_3 + 10)) * 4, dim3(4)>>>(e7, e7);
  return 0;
}
