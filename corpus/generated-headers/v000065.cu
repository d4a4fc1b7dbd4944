// cudagen 0.2 seed 65 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,main,constant_array,shared_var,constexpr_var,if,if_init,goto,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,pp_ifdef,pp_if,operator_overload_more,hdr_cmath
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <type_traits>
#include <utility>
#include <cuda/std/array>
#include <cuda/std/functional>

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 7
#else
#define TUNE_2 30
#endif

#if TUNE_2 > 114
#define CONFIG_3 1
#else
#define CONFIG_3 29
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
__constant__ float c_accum5[4] = {-2l, 13u, 1542, 10.125f};

__global__ void score6(float a7, const char* __restrict__ coef8, short b9) {
  __shared__ float sh_10[TUNE_2 + 121];
  (void)sh_10;
  if (fabsf(gridDim.y) != blockDim.x) {
    return;
  }
  sinf(fmaxf(sinf(c_accum5[b9]), char(47u)));
  float t11 = fminf(~(43 * gridDim.x), (long)(b9 & 8));
  unsigned int base12(a7 + a7 + (coef8[b9 & 7] & (coef8[b9 & 7] % 35u)));
  if (!coef8) {
    goto skip13;
  }
  (++base12, (t11 = CONFIG_3));
skip13:;
}

inline __device__ int merge14(int len15, int count16) {
  sinf((count16 += 22, sinf(c_accum5[blockDim.y])));
  int r17 = expf(expf(count16));
  (void)r17;
  if (int cnt18 = sqrtf(threadIdx.x); (-len15) >= (~(cnt18 += threadIdx.x, blockIdx.x))) {
    bool lo19 = warpSize < (30 + threadIdx.y);
    sinf(lo19);
  }
  return count16 + c_accum5[1];
}
struct V220 {
  int x, y;
  __host__ __device__ int operator[](int i) const { return i == 0 ? x : y; }
  __host__ __device__ V220 &operator+=(const V220 &o) { x += o.x; y += o.y; return *this; }
  __host__ __device__ V220 operator-() const { return V220{-x, -y}; }
  __host__ __device__ V220 &operator++() { ++x; return *this; }
  __host__ __device__ bool operator<(const V220 &o) const { return x < o.x; }
  friend __host__ __device__ bool operator==(const V220 &a, const V220 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ V220 operator*(const V220 &a, int k) { return V220{a.x * k, a.y * k}; }
__host__ __device__ int ops21(int v) {
  V220 a{v, 1};
  V220 b = -a * 2;
  a += b;
  ++a;
  return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}

int main(void) {
  int len22 = 3761;
  len22 = (static_cast<unsigned char>(len22) + 19UL) & CONFIG_3;
  len22 = ~((-len22) + (~len22));
  len22 = float(42 * len22);
  score6<<<dim3((len22 + 63) / 64, (len22 + 63) / 0b1000000), TUNE_2 + (CONFIG_3 + (TUNE_2 + (TUNE_2 + (CONFIG_3 + 49)))), 0>>>(floorf(len22), static_cast<const char*>(nullptr), fminf(len22 * CONFIG_3, 24.375f));
  return 0;
}
