// cudagen 0.1 seed 786 invalid:function_redefinition
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,shared_var,local_array,if,goto,nested_block,ternary,compound_assign,shift,logical,comparison,incdec,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_bool,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_launch,macro_function,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define SQR_2(x) ((x) * (x))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__device__ __host__ void gather5(unsigned short beta6, float alpha7, int stride8)
{
  int flag9[3]{12l, 'z', static_cast<int>(sizeof(unsigned))};
  if ((beta6 == flag9[0]) || beta6)
    return;
  stride8 /= (8 - stride8) >> (stride8 * beta6);
  alpha7 -= SQR_2(flag9[stride8]);
  int res10[2]{2970, stride8};
  if (alpha7 != 3ull) {
    goto skip11;
  }
  stride8 = (int('\101') + res10[beta6]) << ((beta6 << 2) * (res10[1] + 3));
skip11:;
}

static __global__ void score12_kernel(float alpha13)
{
  alpha13 = alpha13;
  float w14 = (49 + warpSize) >> 7;
  __shared__ int sh_15[128];
  if ((sh_15[2] < threadIdx.z) && (w14 > alpha13)) {
    goto skip16;
  }
  w14 /= (13.125F);
skip16:;
}
// NOTE: keep in sync with the host reference.

__global__ void filter17_kernel(int len18, int n19)
{
  int gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned r21{4};
  unsigned int lim22 = ((((float)r21) <= 64) ? (threadIdx.x * gid20) : ((unsigned int)31)) >> (blockDim.x - threadIdx.x);
  {
    int y23 = 58;
    lim22 /= 9 / (((r21 > sizeof(long)) ? 3771ul : lim22) + r21);
  }
}
int helper26(int x)
{
    return x + 1;
}
int helper26(int x)
{
    return x - 1;
}

int main(void)
{
  int n24 = 1492;
  auto op25 = []() {
    score12_kernel<<<dim3(512, 1 << 4), dim3((16), 512), 0, nullptr>>>(-17.25f);
  };
  op25();
  gather5(n24, (float)(-10.125f), n24);
  if (n24 != n24)
    return n24;
  --n24;
  if (n24 + n24)
    return n24;
  filter17_kernel<<<0b10 * 2, dim3(1 << 6, 1, (n24 + 255) / 256), sizeof(int) * 256, (cudaStream_t)0>>>(SQR_1((n24 << 13LL)), (4'105 / n24));
  return 0;
}
