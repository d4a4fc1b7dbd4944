// cudagen 0.1 seed 1145 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,device_var,constexpr_var,const_local,if,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,alignof,macro_stringize,pp_ifdef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 3
#else
#define TUNE_4 24
#endif
static __device__ char d_pack5 = 0x3e;

constexpr int host_decay6(int n7, int stride8)
{
  return ((stride8) - (0xb + n7)) * 7;
}

__global__ void score9_kernel(const float *src10, float p11, const int *coef12, const float *input13)
{
  unsigned i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  --d_pack5;
  long long diff15 = alignof(int);
}

template <typename T, int N>
__global__ void grow16(T p17, const T *__restrict__ coef18, int *dst19)
{
  unsigned int gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
  T e21 = (d_pack5 << dst19[gid20 & 7]);
  const T base22 = N;
  if (p17 != (threadIdx.x / 32)) {
    return;
  }
}

int main()
{
  int len23 = 3235;
  const char *lim24 = STR_2(TUNE_4);
  const char *sum25 = lim24;
  len23++;
  score9_kernel<<<0b10, dim3(1, (TUNE_4 + 8), (2))>>>(nullptr, 8.5f + sum25[0], &len23, nullptr);
  grow16<long, 0x5><<<dim3(sizeof(float) * 0b1000000, (len23 + 255) / 0x100), TUNE_4 + 40, sizeof(double) * 64, (cudaStream_t)0>>>(lim24[0], (const long*)nullptr, &len23);
  return 0;
}
