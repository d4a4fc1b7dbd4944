// cudagen 0.1 seed 1881 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,local_array,enum,if,bitwise,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_paste
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define BLOCK_SIZE_2 (16)
#define WARPS_3 8
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
enum Mode7 : short { FAST8 = 1, BLUE9 };

__global__ void rank10_kernel(float* acc11, int count12, int n13, int n14)
{
  int i15 = threadIdx.x;
  --n13;
  if ((CAT_6(count, 12) & 1)) {
    return;
  }
  float z16[7] = {};
  Mode7 stride17 = FAST8;
}

__global__ void combine18_kernel(int* __restrict__ dst19)
{
  int idx20 = threadIdx.x;
  dst19[idx20] = 0xE;
  --dst19[blockDim.x];
  --dst19[idx20];
  long v21 = ((*dst19) - (CAT_6(idx, 20))) * dst19[threadIdx.x];
  v21--;
}

int main()
{
  int size22 = 4010;
  size22 = -49;
  size22--;
  double k23 = (size22 + 31ULL) | 59UL;
  rank10_kernel<<<(size22 + 255) / 256, 64, sizeof(float) * 256, (cudaStream_t)0>>>((float*)nullptr, CAT_6(size, 22), 42UL, k23);
  combine18_kernel<<<(size22 + 31) / 32, sizeof(unsigned int) * (WARPS_3 + (BLUE9 + (FAST8 + (FAST8 + (BLUE9 + 2))))), sizeof(int) * 256, nullptr>>>(&size22);
  return 0x0;
}
