// cudagen 0.1 seed 2319 valid
// features: kernel,kernel_static,kernel_extern_c,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,device_noinline,host_function,main,host_global,constexpr_var,static_local,if,for,pragma_unroll,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_paste
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define CHUNK_2 32
#define NUM_ITERS_3 4
#define CAT_4(a, b) a##b
static int g_decay5;

__device__ __noinline__ unsigned bump6(int len7, const int *input8, int stride9)
{
  int r10 = 51L;
  if (16ll >= (r10 ^ 0x8))
    return input8[6];
  if ((stride9 * (*input8)) != 0b10111)
    return (len7 | 60) >> 0b1111;
  r10++;
  return int(0ul) / (CAT_4(stride, 9) + input8[0b1]);
}

static __global__ void __launch_bounds__((NUM_ITERS_1 + 0x3c) * (NUM_ITERS_1 + NUM_ITERS_3)) fuse11(const int *__restrict__ input12, float beta13)
{
  if (input12 == nullptr)
    return;
  bump6((*input12) ^ (sizeof(unsigned) + input12[5]), input12, (bump6(beta13, input12, 41) >= threadIdx.x) ? bump6(CAT_4(beta, 13), input12 + 3, beta13) : (*input12));
  float t14 = input12[2] - static_cast<float>(CHUNK_2);
  if (gridDim.x) {
    goto out15;
  }
  beta13 -= (beta13 >= bump6(*input12, nullptr, 1572)) ? static_cast<float>((t14 += 1.375f, 19.25f)) : NUM_ITERS_1;
out15:;
}

__device__ __forceinline__ int shade16(int count17, int stride18)
{
  #pragma unroll
  for (int i19 = 0x5; i19 > 0; --i19)
    count17 &= ((short)(threadIdx.x - threadIdx.z)) | ((count17 += 3, alignof(char)) & (-count17));
  if (stride18 != stride18) {
    goto finish20;
  }
  stride18++;
  bump6(stride18, nullptr, bump6(stride18, (const int*)nullptr, blockDim.x) + static_cast<unsigned>(stride18));
  stride18 = 0x995;
finish20:;
  return (stride18 += 0b1110, (CHUNK_2 * (count17 << count17)));
}

extern "C" __global__ void pivot21_kernel(unsigned int *__restrict__ acc22, const unsigned char *coef23)
{
  int tid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (*acc22) %= warpSize;
  for (int i25 = 0; i25 < 0x7; i25++) {
    for (int j26 = 0x0, j27 = 4; j26 < j27; (++j26, (--j27)))
      (*acc22)--;
    if (coef23 != nullptr)
      return;
  }
}

int host_count28(double beta29, float a30, int len31)
{
  len31 |= NUM_ITERS_1;
  int val32 = a30;
  if (val32) {
    goto done33;
  }
  len31 = a30;
done33:;
  return (((len31 >> g_decay5) != CAT_4(beta, 29)) ? 63L : len31) & (23 | val32);
}

int main()
{
  int len34 = 0x31a;
  int res35{31};
  if (len34 == res35)
    return res35;
  static double f36 = 39U;
  fuse11<<<1, dim3(0x1)>>>(static_cast<const int*>(nullptr), host_count28(CAT_4(len, 34), 20, NUM_ITERS_3 + f36));
  pivot21_kernel<<<dim3((g_decay5 + 31) / 0x20, (len34 + 127) / 128), dim3((res35 + 127) / 128, 16, 64), sizeof(int) * 256>>>(static_cast<unsigned int*>(nullptr), nullptr);
  return 0;
}
