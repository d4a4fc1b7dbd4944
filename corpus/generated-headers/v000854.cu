// cudagen 0.2 seed 854 valid headers
// features: kernel,launch,builtin_vars,grid_stride_loop,main,constexpr_var,if,for,while,bitwise,incdec,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lambda,macro_object,macro_function,pp_ifdef,pp_if,nttp_integral,extended_lambda,hdr_cstdio
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>

#define CHUNK_1 32
#define TILE_DIM_2 8
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_4(x) ((x) & 0xF)

#ifdef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 37
#endif

#if (TUNE_6 * 2) >= 60 && TUNE_6 != 0
#define CONFIG_7 3
#else
#define CONFIG_7 23
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <typename T, int N>
struct Fixed9 {
  T data[N];
  __host__ __device__ T sum() const {
    T s = T();
    for (int i = 0; i < N; ++i) {
      s += data[i];
    }
    return s;
  }
};
template <int K, typename T> __host__ __device__ T scaleBy10(T v) { return v * static_cast<T>(K); }
template <bool Neg> __host__ __device__ int flip11(int v) { return Neg ? -v : v; }
template <char C, long long L = 97LL> __host__ __device__ int charTag12() { return static_cast<int>(C) + static_cast<int>(L); }
__host__ __device__ double fixed13(int x) {
  Fixed9<double, 5> a{};
  a.data[0] = static_cast<double>(x);
  return a.sum() + scaleBy10<5>(static_cast<double>(x)) + static_cast<double>(flip11<true>(x) + charTag12<'0'>());
}

__global__ void update14(int len15, int stride16, int count17)
{
  int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx18 >= stride16) {
    return;
  }
  long prod19 = 53 - idx18;
  (void)prod19;
  for (int i20 = (blockIdx.x * blockDim.x) + threadIdx.x; i20 < 2; i20 += blockDim.x * gridDim.x) {
    for (int j21 = (blockIdx.x * blockDim.x) + threadIdx.x; j21 < 15; j21 += blockDim.x * gridDim.x) {
      int pass22 = 0;
      while (pass22 < stride16) {
        count17--;
        ++pass22;
      }
      stride16++;
    }
  }
}

int main()
{
  int n23 = 2725;
  auto lam24 = [n23] __host__ __device__ (int v) { return v * 6 + n23; };
  applyEach8<<<1, 32>>>(lam24, nullptr, n23);
  int s25 = lam24(n23);
  for (int n26 = 0b0; n26 < 014; ++n26) {
    s25 = (LOW_BITS_4(s25) + n23) / n23;
    s25++;
  }
  printf("value %d\n", static_cast<int>(s25));
  update14<<<0x40, CHUNK_1 + (TILE_DIM_2 + (CHUNK_1 + 184))>>>(22U, (s25 / s25) / CHUNK_1, s25 | 42);
  return 0;
}
