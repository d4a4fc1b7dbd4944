// cudagen 0.2 seed 310 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,host_function,constexpr_function,main,constexpr_var,auto_var,if,compound_assign,bitwise,shift,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,macro_function,macro_statement,pp_ifdef,structured_binding,runtime_api,hdr_cmath,hdr_cuda_std
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <cmath>
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/functional>

#define SQR_1(x) ((x) * (x))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifndef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 40
#endif

__device__ size_t scatter5(int n6, int* dst7, unsigned long* __restrict__ out8)
{
  unsigned long* e9 = nullptr;
  float hi10 = (e9[0] << e9[6]) + TUNE_4;
  (void)hi10;
  dst7[threadIdx.x]--;
  cuda::std::array<int, 4> lanes11{};
  lanes11[0] = n6;
  int total12 = lanes11[0] + static_cast<int>(lanes11.size()) + cuda::std::plus<int>()(lanes11[1], 1);
  (void)total12;
  floorf(-(~warpSize));
  n6 = (n6);
  auto base13 = fabsf(expf(4713) - ((*dst7) | (*out8)));
  (void)base13;
  return *out8;
}
__host__ __device__ float norm14(float x, float y) {
  return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
struct Split15 {
  int first;
  float second;
};
Split15 make16(int x) { return Split15{x, static_cast<float>(x)}; }
int unpack17(int x) {
  auto [a, b] = make16(x);
  int arr[3] = {x, 1, 2};
  const auto &[p, q, r] = arr;
  Split15 v{x, static_cast<float>(x)};
  auto &&[m, n] = v;
  return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

__global__ void bias18_kernel(unsigned long long* acc19, long* __restrict__ dst20, int* acc21, const int* in22)
{
  int gid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  float off24 = 24.875f / ((*acc21) + gid23 + sinf(33l));
  (void)off24;
  acc21[blockIdx.z & 7] = gid23 - (+dst20[gid23]);
  if ((((*acc21) * acc21[7]) & 1)) {
    return;
  }
}

constexpr int host_reduce25(int lane26)
{
  lane26 = lane26 % lane26;
  return SQR_1(lane26);
}

int main()
{
  int size27 = 2724;
  (void)size27;
  int device28 = 0;
  cudaGetDevice(&device28);
  cudaDeviceProp prop29;
  cudaGetDeviceProperties(&prop29, device28);
  int sms30 = prop29.multiProcessorCount + prop29.warpSize;
  sms30 += 47;
  cudaStream_t stream31;
  cudaStreamCreate(&stream31);
  cudaStreamSynchronize(stream31);
  sms30 ^= host_reduce25(sms30 ^ (sms30 | sms30));
  bias18_kernel<<<(TUNE_4 + (TUNE_4 + 10)) * 2, TUNE_4 + (TUNE_4 + 10), 0>>>(nullptr, (long*)nullptr, nullptr, nullptr);
  return 0;
}
