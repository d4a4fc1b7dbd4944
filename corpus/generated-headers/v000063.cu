// cudagen 0.2 seed 63 valid headers
// features: kernel,restrict_params,launch,host_device_function,constexpr_function,main,device_var,constexpr_var,const_local,if,while,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,sizeof,alignof,lambda,macro_object,macro_paste,pp_if,conversion_operator,structured_binding,runtime_api
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <algorithm>
#include <cooperative_groups.h>

#define BLOCK_SIZE_1 128
#define BLOCK_SIZE_2 128
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#if (BLOCK_SIZE_1 * 2) >= 50 && BLOCK_SIZE_1 != 0
#define CONFIG_6 8
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 24
#endif
__global__ void split7(unsigned int* acc8, unsigned char* dst9, long long q10, const int* __restrict__ src11) {
  const int r12 = (0x1A * ((*dst9) + 2u)) - 6;
  double m13 = BLOCK_SIZE_1;
  if (r12 > CAT_5(m, 13)) {
    int w14 = 0;
    while (w14 < r12) {
      const unsigned mid15 = src11[w14];
      (void)mid15;
      ++w14;
    }
    double u16 = (*dst9) + (*dst9);
    (void)u16;
  }
  int diff17 = src11[0x4] + (sizeof(int) - (m13 + r12));
  (void)diff17;
}
constexpr __host__ __device__ int pivot18(int count19, int n20) {
  int diff21 = (027 * (count19 + n20)) + sizeof(size_t);
  float z22 = n20;
  (void)z22;
  return (50 << (count19 - count19)) + (diff21 + (alignof(double) - count19));
}
struct Split23 {
  int first;
  double second;
};
Split23 make24(int x) { return Split23{x, static_cast<double>(x)}; }
int unpack25(int x) {
  auto [a, b] = make24(x);
  int arr[3] = {x, 1, 2};
  auto &[p, q, r] = arr;
  Split23 v{x, static_cast<double>(x)};
  auto &&[m, n] = v;
  return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
struct Weight26 {
  float v;
  __host__ __device__ operator float() const { return v; }
};
__host__ __device__ float convert27(float x) {
  Weight26 m{x};
  float plain = m;
  return plain + static_cast<float>(m) * 2;
}
__device__ float d_fold28;
int main() {
  int size29 = 575;
  signed char acc30 = size29;
  if (acc30 == (size29))
    split7<<<(size29 + 255) / 256, BLOCK_SIZE_2 + BLOCK_SIZE_1>>>((unsigned*)nullptr, (unsigned char*)nullptr, acc30 + (0x2dl + size29), &size29);
  auto step35 = []() {
    cudaEvent_t start31, stop32;
    cudaEventCreate(&start31);
    cudaEventCreate(&stop32);
    cudaEventRecord(start31);
    cudaEventRecord(stop32);
    cudaEventSynchronize(stop32);
    float ms33 = 0.0f;
    cudaEventElapsedTime(&ms33, start31, stop32);
    cudaEventDestroy(start31);
    cudaEventDestroy(stop32);
    float r34 = ms33;
    r34 = sizeof(int);
  };
  step35();
  split7<<<(size29 + 63) / 0x40, 64>>>(nullptr, nullptr, 2, &size29);
  split7<<<(size29 + 0x3F) / 64, (CONFIG_6 + (CONFIG_6 + (CONFIG_6 + 232))) * 0x2>>>(nullptr, (unsigned char*)nullptr, size29 + (7 + acc30), &size29);
  return 0;
}
