// cudagen 0.1 seed 1984 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,main,shared_var,const_local,struct,enum,enum_class,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define NUM_ITERS_2 (32)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
enum Op5 {
  HIGH6 = 3,
  ADD7,
  RED8,
  MUL9,
  HIGH10 = 9
};

__global__ void clamp11_kernel(int len12, Op5 q13, int stride14, int count15)
{
  unsigned i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ unsigned sh_17;
  short y18 = i16;
  int s19 = 59 >> len12;
}
enum class Op20 : unsigned int { Slow21, Slow22, Blue23 = 5 };

struct Particle24 {
  double hi25;
  unsigned mass26;
  int id27, sum28;
};

__device__ int kick29(const int *src30, int lane31)
{
  lane31 = src30[5];
  __shared__ int sh_32;
  return sh_32;
}

template <typename T, int N = 4>
__global__ void fuse33_kernel(const T *input34, Op5 p35, Particle24 alpha36)
{
  unsigned int tid37 = (blockIdx.x * blockDim.x) + threadIdx.x;
  kick29((const int*)nullptr, kick29((const int*)nullptr, kick29((const int*)nullptr, 2603)));
  p35 = RED8;
  p35 = RED8;
  T prod38 = alpha36.sum28;
  __shared__ Particle24 sh_39;
  alpha36 = alpha36;
}

__host__ __device__ void scale40(int *__restrict__ acc41)
{
  Op20 stride42 = Op20::Blue23;
  unsigned char sum43 = *acc41;
  (*acc41) *= *acc41;
}

__device__ char pivot44(double *__restrict__ acc45, int lane46)
{
  const double m47 = lane46;
  float e48 = m47;
  e48 /= 10.125f;
  e48 = kick29(nullptr, e48) << ((kick29(&lane46, 60ul) <= e48) ? lane46 : lane46);
  return m47;
}

int main()
{
  int len49 = 1409;
  len49 = (((len49 >> 3) == 54) ? len49 : (9 & len49)) << len49;
  len49 = len49;
  unsigned char sum50(37);
  scale40((int*)nullptr);
  clamp11_kernel<<<(32), 256, (HIGH6 + 4093), 0>>>(sum50 - (~sum50), ADD7, sizeof(int), (sizeof(Particle24) + len49) - 27u);
  fuse33_kernel<long, 4><<<(len49 + 127) / 128, (HIGH6 + (HIGH6 + (BLOCK_SIZE_1 + (HIGH6 + (ADD7 + 3)))))>>>(nullptr, MUL9, Particle24{});
  return 0x0;
}
