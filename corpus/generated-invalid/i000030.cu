// cudagen 0.1 seed 30 invalid:grid_constant_non_kernel
// features: kernel,restrict_params,launch,builtin_vars,host_device_function,main,bitwise,shift,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object
#include "prelude.cuh"

#define CHUNK_1 4
#define RADIUS_2 64
#define RADIUS_3 128
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

__host__ __device__ void split6(float beta7, int len8)
{
  ++len8;
  len8 = (len8);
  beta7 = len8;
  int z9 = len8 >> len8;
}

__global__ void bump10_kernel(float cfg11, long *__restrict__ data12, long *__restrict__ buf13)
{
  int tid14 = threadIdx.x;
  (cfg11--, (cfg11 = cfg11));
  ++buf13[tid14];
  data12[3] = ((13u) * tid14) + (blockIdx.x * sizeof(double));
}
__device__ int gc_helper16(__grid_constant__ const int x)
{
    return x;
}

int main()
{
  int count15 = 2438;
  count15 = count15 + count15;
  bump10_kernel<<<RADIUS_2 + (RADIUS_3 + (CHUNK_1 + (CHUNK_1 + 56))), 256>>>((0x3E), nullptr, (long*)nullptr);
  return 0;
}
