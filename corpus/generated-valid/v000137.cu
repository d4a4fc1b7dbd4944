// cudagen 0.1 seed 137 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,nested_block,ternary,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,alignof,macro_stringize,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3
#ifdef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 49
#endif
#if TUNE_4 > 45
#define CONFIG_5 7
#else
#define CONFIG_5 24
#endif
__global__ void split6_kernel(float a7, const int *__restrict__ src8, int n9)
{
  extern __shared__ unsigned int dyn_10[];
  int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  a7 = sizeof(int) - ((a7 + src8[n9]) - src8[4]);
  n9 = threadIdx.x;
}
template <typename T, int N>
__global__ void sift12(T a13, int count14)
{
  int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  auto tmp16 = 18.625F * threadIdx.y * 0x11;
  count14 = ((N + tid15) >> count14) >> (count14 * 2ULL * count14);
  a13 = N;
  tmp16 = char(1);
  unsigned x17[2 * 0x4]{7u, 046ul, 4u, 056, 4u, 7U, 54, 1};
}
/* NOTE: keep in sync with the host reference. */
__global__ void lerp18(const float *in19, long long p20, int *data21, int *__restrict__ data22)
{
  extern __shared__ unsigned int dyn_23[];
  int idx24 = (blockIdx.x * blockDim.x) + threadIdx.x;
  --data22[0x3];
  data21[p20] = short(TUNE_4 + p20) + (dyn_23[3] + (dyn_23[blockDim.x]));
  {
    unsigned m25 = 58 >> (threadIdx.x + (((*data21) != data22[gridDim.y]) ? CONFIG_5 : p20));
    dyn_23[gridDim.z] = p20;
  }
}
__global__ void gather26(float *data27, unsigned int alpha28)
{
  auto u29 = data27[0];
  --alpha28;
  (*data27) = alpha28 + threadIdx.x;
  data27[alpha28] = 4581 + (u29 * (*data27));
  alpha28 = alpha28;
  alpha28 = 49;
}
static int host_bias30(unsigned *buf31, int *dst32)
{
  (*buf31) = buf31[6];
  (*buf31) = buf31[0];
  buf31[6]++;
  return buf31[7];
}
int main()
{
  int count33 = 2915;
  const char *v34 = STR_2(CONFIG_5);
  cudaStream_t z35 = 0;
  count33 = count33;
  count33 = (53lu == ((((15l > count33) ? 0u : TUNE_4) != count33) ? (count33 % alignof(int)) : (sizeof(float) + v34[0]))) ? host_bias30((unsigned int*)nullptr, &count33) : (v34[1] << (v34[1] << 0x3));
  split6_kernel<<<(count33 + 31) / 040, (0x40), 0x0, z35>>>(-(11 - v34[1]), &count33, host_bias30((unsigned*)nullptr, (int*)nullptr));
  sift12<int, 7><<<sizeof(float) * 4, (0x80), sizeof(double) * 128>>>(count33 + 59, (55 - v34[0x0]) * (4 << count33));
  lerp18<<<0x20, TUNE_4 + 117>>>(nullptr, v34[0] / ((unsigned long long)1136), &count33, &count33);
  return 0;
}
