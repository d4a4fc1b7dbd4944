// cudagen 0.2 seed 913 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_noinline,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,auto_var,namespace,if,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,sizeof,alignof,macro_object,macro_function,macro_paste,pp_ifdef,pp_if,pp_undef,local_class,runtime_api,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define BLOCK_SIZE_1 3
#define CHUNK_2 32
#define RADIUS_3 32
#define SQR_4(x) ((x) * (x))
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b
#define USE_FAST_PATH_9

#ifdef USE_FAST_PATH_9
#define TUNE_10 5
#else
#define TUNE_10 56
#endif

#if CHUNK_2 % 2 == 0 || CHUNK_2 < 4
#define CONFIG_11 6
#else
#define CONFIG_11 17
#endif
#undef TUNE_10
#define TUNE_10 48
template <typename F>
__global__ void applyEach12(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
float norm13(float x, float y) {
  return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

namespace gpu14 {
__device__ __forceinline__ void clamp15(int *dst16) {
  ++(*dst16);
  sqrtf(39);
}

__device__ __noinline__ unsigned int split17(size_t *acc18) {
  unsigned int sum19 = acc18[1];
  sum19 = expf(CHUNK_2);
  double stride20 = 0xe / threadIdx.x;
  if ((acc18[sum19] * acc18[6]) > 1) {
    return (alignof(int) - warpSize) - CAT_8(sum, 19);
  }
  printf("lane %d\n", static_cast<int>(1));
  return (acc18[sum19 & 7] += sum19, (SQR_4(threadIdx.y) + (stride20 - sum19)));
}

__global__ void lerp21_kernel(bool p22, int lane23) {
  extern __shared__ int dyn_24[];
  unsigned int idx25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx25 >= lane23) {
    return;
  }
  p22 = fabsf((ceilf(dyn_24[3])));
  int lim26 = fabsf((33ll - dyn_24[lane23]) + 14.25F);
  (void)lim26;
  unsigned short s27(3182u);
  (void)s27;
}
} // namespace gpu14

__device__ __forceinline__ unsigned long merge28(int n29, int stride30, long long *dst31) {
  struct Local32 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local32 prod33{9};
  int hi34 = prod33.add(62 * CAT_8(n, 29));
  if (dst31 == nullptr) {
    return cosf(21.875f);
  }
  stride30 = ~hi34;
  stride30 = dst31[hi34 & 7];
  int cnt35{0x20};
  int res36((stride30 += hi34, cnt35));
  auto q37 = fmaxf((15.75f + res36), hi34);
  (void)q37;
  return (res36 += res36, SQR_4(CAT_8(q, 37)));
}

constexpr int run_split38(int n39) {
  n39 = 33 + CAT_8(n, 39);
  n39 = CAT_8(n, 39);
  return 1890;
}

int main() {
  int n40 = 3433;
  if (18 != (+n40)) {
    return n40 | run_split38(n40);
  }
  n40--;
  --n40;
  int device41 = 0;
  cudaGetDevice(&device41);
  cudaDeviceProp prop42;
  cudaGetDeviceProperties(&prop42, device41);
  int sms43 = prop42.multiProcessorCount + prop42.warpSize;
  gpu14::lerp21_kernel<<<(sms43 + 037) / 32, 256, sizeof(double) * 0x40, (cudaStream_t)0>>>((sms43 += 47, 4717ULL) >= expf(ceilf(CAT_8(n, 40))), CAT_8(n, 40));
  return 0x0;
}
