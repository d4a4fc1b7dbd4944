// cudagen 0.1 seed 1428 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_noinline,host_function,main,host_global,local_array,anon_namespace,if,if_init,while,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_static,lambda,lambda_capture_value,lambda_mutable,lambda_launch,macro_paste
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
int g_merge4 = 5;

__global__ void rank5(short beta6, int len7)
{
  int gid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  len7 = -23;
  int mid9 = beta6;
  int cnt10[4] = {};
}

namespace {
template <typename T>
__global__ void shade11_kernel(const T* in12)
{
  int i13 = threadIdx.x;
}
const char* g_spread14 = "kernel\n" "_tail";

__device__ __noinline__ double norm15(float alpha16)
{
  alpha16 = alpha16;
  --alpha16;
  return ((62 << gridDim.y) + ((float)alpha16)) * alpha16;
}
} // namespace

__device__ __noinline__ float trace17(float beta18)
{
  beta18 = 10 * beta18;
  float res19 = (beta18 - CAT_3(beta, 18));
  return (size_t)(warpSize);
}

__device__ void stencil20(float beta21)
{
  if (blockIdx.y * 58) {
    if (int stride22 = beta21 - (0x1c * beta21); (gridDim.z >= (stride22 | CAT_3(stride, 22))) || (46 < (beta21 - 34))) {
      beta21 = 19.375F;
      beta21 = beta21;
      unsigned long y23 = +((2 + threadIdx.z) | 0x35u);
    }
    ++beta21;
    float h24 = beta21;
  }
}

void host_rank25(float q26, const float* __restrict__ in27, const int* src28)
{
  q26++;
  int pass29 = 0;
  while (pass29 < 4) {
    auto lam30 = [=]() mutable -> int {
      g_merge4 = q26;
      rank5<<<512, dim3((g_merge4 + 63) / 64, (g_merge4 + 31) / 32)>>>((*in27) * (0x14 + pass29), g_spread14[1]);
      return static_cast<double>(q26);
    };
    ++pass29;
  }
  unsigned hi31 = 59 + ((pass29 << 15) / (pass29 - pass29));
  q26++;
  --q26;
  int off32 = src28[g_merge4] << ((*src28) % (pass29 * hi31));
}

int main()
{
  int size33 = 1670;
  unsigned long lo34 = ((size33 >> size33) >> 2) - 24;
  if (size33 >= size33)
    return g_spread14[0];
  const char* mid35 = g_spread14;
  shade11_kernel<unsigned int><<<(2), 256>>>(nullptr);
  return 0;
}
