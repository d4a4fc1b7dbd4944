// cudagen 0.2 seed 420 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,for,ternary,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_nullptr,cast_functional,cast_static,sizeof,macro_function,macro_statement,pp_ifdef,partial_specialization,explicit_specialization,constexpr_loop,runtime_api,hdr_cmath,hdr_cuda_fp16
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define HALF_1(x) ((x) / 2)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_3
#define TUNE_4 10
#else
#define TUNE_4 57
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
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
__device__ float halfMix10(float x) {
  __half a = __float2half(x);
  __half b = __float2half(0.5f);
  __half s = __hadd(a, b);
  __half p = a * b;
  return __half2float(s) + __half2float(p);
}
__host__ __device__ constexpr int steps11(int n) {
  int s = 0;
  for (int i = 1; i <= n; ++i) {
    s += i * 1;
  }
  return s;
}
constexpr int kSteps12 = steps11(5);
static_assert(steps11(5) == 15, "a constexpr loop");

__global__ void mix13(int *out14, double b15, const int *src16, int *acc17) {
  unsigned i18 = threadIdx.x;
  (void)i18;
  unsigned char u19 = HALF_1(*acc17);
  u19 = ((blockDim.x / kSteps12) + (acc17[0x2])) * static_cast<int>(*out14);
  float y20 = (u19) * ((float(*out14) < 0x2b) ? threadIdx.x : fmaxf(kSteps12, kSteps12));
  (void)y20;
  b15 = HALF_1(b15);
}

int main(void) {
  int size21 = 2207;
  constexpr unsigned mid22 = 2 * 4 * 2;
  size21 = ceilf(sizeof(float));
  for (int n23 = 0x4; n23 > 0; --n23) {
    cudaStream_t stream24;
    cudaStreamCreate(&stream24);
    cudaStreamSynchronize(stream24);
    mix13<<<(size21 + 31) / 32, 0x100, TUNE_4 + (kSteps12 + 4024), (cudaStream_t)0>>>(&size21, (size21 > (n23 + mid22)) ? kSteps12 : (kSteps12 + size21), nullptr, &size21);
  }
  return 0;
}
