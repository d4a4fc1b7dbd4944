// cudagen 0.1 seed 962 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,main,device_var,constexpr_var,auto_var,if,if_else,static_assert,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 10
#else
#define TUNE_5 29
#endif

__global__ void warp6_kernel(float *__restrict__ acc7, int len8, float beta9)
{
  int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i10 >= len8) {
    return;
  }
  char v11 = 127;
  auto t12 = blockIdx.x;
}

__device__ float mix13(int stride14, const float *__restrict__ src15)
{
  stride14 = TUNE_5 / src15[6];
  static_assert(sizeof(int) == 4, "bad config");
  (++stride14, (stride14 |= 50));
  return threadIdx.z;
}
__device__ float d_accum16 = 63;

__device__ unsigned int clamp17(int *acc18)
{
  mix13(sizeof(int), reinterpret_cast<const float*>(acc18));
  unsigned short z19(mix13(mix13(blockDim.z / d_accum16, reinterpret_cast<const float*>(acc18)), reinterpret_cast<const float*>(acc18)));
  return mix13(acc18[3], reinterpret_cast<const float*>(acc18));
}
// Returns the accumulated value.

__global__ void gather20_kernel(const float *in21, float *__restrict__ out22)
{
  unsigned tid23 = threadIdx.x;
  d_accum16 *= tid23 * mix13(gridDim.x * tid23, nullptr);
  if ((out22[tid23 & 7] * (*out22)) != 23LL) {
    if ((*in21) != blockIdx.z) {
      return;
    }
    if (in21[blockDim.x] >= 8) {
      --d_accum16;
      (*out22) = (tid23);
    } else if (((tid23 * tid23) ^ tid23) > ((*out22) / tid23)) {}
  }
}

static __global__ void weigh24_kernel(unsigned int alpha25, int count26, int lane27)
{
  int tid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid28 >= lane27) {
    return;
  }
  if (warpSize * alpha25) {
    return;
  }
  alpha25 = clamp17((int*)nullptr);
  alpha25 = 30;
}

int main()
{
  int n29 = 202;
  gather20_kernel<<<2 * 2, 64 * 8, 0>>>((const float*)nullptr, nullptr);
  double x30{5.0};
  warp6_kernel<<<dim3((32), 2, (n29 + 127) / 128), TUNE_5 + 502, 0>>>(nullptr, sizeof(int), -(CAT_3(n, 29) + CAT_3(n, 29)));
  weigh24_kernel<<<(n29 + 127) / 128, (128), sizeof(float) * 32>>>(CAT_3(x, 30), 29l - x30, (57u));
  return 0;
}
