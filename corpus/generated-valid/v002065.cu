// cudagen 0.1 seed 2065 valid
// features: kernel,kernel_static,launch,launch_dim3,builtin_vars,device_function,device_forceinline,host_function,main,constant_var,shared_var,static_shared,if,if_else,while,static_assert,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__constant__ float c_gather4 = 24.0f;

__global__ void gather5_kernel(int *buf6)
{
  unsigned int idx7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int pass8 = 0;
  while (pass8 < pass8) {
    buf6[6] -= -(-0b110110);
    int res9 = (static_cast<unsigned long long>(idx7) - idx7) + blockIdx.x;
    ++pass8;
  }
  int base10 = 57ul * buf6[threadIdx.z];
}

void host_filter11(float beta12, float p13, char *data14)
{
  (beta12--, (beta12 -= +(0b1 - (p13 - (*data14)))));
  gather5_kernel<<<(128), 64>>>(static_cast<int*>(nullptr));
}

__device__ __forceinline__ unsigned int tally15(int lane16, float a17, int n18)
{
  if (c_gather4 >= (c_gather4))
    return (lane16 * 4) + threadIdx.x;
  ACCUM_1(lane16, (a17));
  lane16 %= 49 * n18 * (((c_gather4 == a17) ? n18 : 51) + (blockIdx.z - 60l));
  if (n18 == c_gather4) {
    short base19 = c_gather4;
    lane16 %= static_cast<int>((c_gather4 - 3) - 2);
  }
  return n18;
}

static __global__ void norm20_kernel(unsigned q21, short *buf22, const unsigned long *in23, unsigned char *acc24)
{
  int gid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  static __shared__ unsigned long long sh_26[16];
  (*buf22) *= sh_26[q21];
  static_assert(0b100101 > 36, "bad config");
}

__device__ __forceinline__ int accum27(float *data28, float p29, const int *coef30)
{
  float q31{c_gather4};
  if (42UL != data28[blockDim.x])
    return '\x41' * (*data28);
  return data28[0];
}

__device__ unsigned char split32(size_t *dst33, unsigned int a34, int stride35)
{
  float x36 = c_gather4 + ((threadIdx.x - stride35) - ((stride35 == (*dst33)) ? 4 : stride35));
  __shared__ unsigned sh_37[8];
  __shared__ long long sh_38[16];
  long cnt39 = dst33[0];
  return 54UL % cnt39;
}

char grow40(int stride41, int count42)
{
  gather5_kernel<<<32 * 2, 16 * 2>>>(&stride41);
  long q43 = 15 + count42;
  count42 ^= count42 + (q43) + (62L - stride41);
  if (48 >= stride41) {
    norm20_kernel<<<(count42 + 255) / 256, 4 * 8>>>(0b101001UL, nullptr, nullptr, (unsigned char*)nullptr);
    dim3 hi44 = dim3(256, (q43 + 0b111111) / 64);
  } else {
    int hi45 = (4848l / stride41) + q43;
  }
  return 9 - stride41;
}

int main()
{
  int n46 = 179;
  int iter47 = 0;
  while (iter47 < iter47) {
    n46 = 56;
    ++iter47;
  }
  norm20_kernel<<<(iter47 + 63) / 64, 32>>>(((iter47 < iter47) ? 45u : iter47) + n46, nullptr, (const size_t*)nullptr, static_cast<unsigned char*>(nullptr));
  n46 *= iter47;
  return 0;
}
