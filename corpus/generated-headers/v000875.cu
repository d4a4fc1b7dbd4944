// cudagen 0.2 seed 875 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,host_function,main,constexpr_var,local_array,if,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,pp_ifdef,pp_if,partial_specialization,explicit_specialization,runtime_api
#include <cuda_runtime.h>
#include <cstdio>
#include <cooperative_groups.h>

#define RADIUS_1 32
#define TILE_DIM_2 32
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 5
#else
#define TUNE_4 27
#endif

#if RADIUS_1 % 2 == 0 || RADIUS_1 < 4
#define CONFIG_5 6
#else
#define CONFIG_5 13
#endif
template <typename T, typename U> struct Pick6 { static constexpr int value = 1; };
template <typename T> struct Pick6<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick6<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes8 {
  T d[N];
  __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes8<T, 1> {
  T d;
  __host__ __device__ T first() const { return d; }
};
template <> struct Pick6<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag7(T) { return 0; }
template <> __host__ __device__ int tag7<float>(float) { return 1; }
template <> __host__ __device__ int tag7(double) { return 2; }
__host__ __device__ int specialized9(int x) {
  Lanes8<int, 1> one{x};
  Lanes8<int, 3> three{{x, 1, 2}};
  return x + Pick6<char, long>::value + Pick6<int, int>::value + Pick6<float *, int>::value + Pick6<float, double>::value + tag7(1.0f) + tag7(x) + tag7(2.0) + one.first() + three.first();
}

__global__ void __launch_bounds__(1 << 8) sweep10_kernel(const double* coef11, const float* coef12, int len13) {
  int gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((*coef11) == len13) {
    if ((gid14 * CONFIG_5) == gid14) {
      const signed char* y15 = reinterpret_cast<const signed char*>(coef12);
      (void)y15;
      float hi16 = coef11[gid14];
      (void)hi16;
    }
  }
}

float stencil17(const int* coef18, int lane19) {
  lane19 = int((0x27u & lane19) + (*coef18));
  lane19 = 2743;
  int device20 = 0;
  cudaGetDevice(&device20);
  cudaDeviceProp prop21;
  cudaGetDeviceProperties(&prop21, device20);
  int sms22 = prop21.multiProcessorCount + prop21.warpSize;
  (void)sms22;
  int res23{lane19};
  return static_cast<int>((lane19 += res23, (res23 / res23)));
}

int main() {
  int len24 = 0x312;
  if ((len24) <= (8 & len24)) {
    signed char acc25[7] = {27, static_cast<signed char>(53), 32, 33, static_cast<signed char>(len24 - len24)};
    (void)acc25;
    len24 = len24 + 18;
  }
  cudaEvent_t start26, stop27;
  cudaEventCreate(&start26);
  cudaEventCreate(&stop27);
  cudaEventRecord(start26);
  cudaEventRecord(stop27);
  cudaEventSynchronize(stop27);
  float ms28 = 0.0f;
  cudaEventElapsedTime(&ms28, start26, stop27);
  cudaEventDestroy(start26);
  cudaEventDestroy(stop27);
  sweep10_kernel<<<(TILE_DIM_2 + (RADIUS_1 + 64)), 32, sizeof(double) * 64>>>(nullptr, &ms28, -len24);
  return 0;
}
