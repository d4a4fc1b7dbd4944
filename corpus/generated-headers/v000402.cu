// cudagen 0.2 seed 402 valid headers
// features: kernel,launch_bounds,launch,main,managed_var,for,bitwise,pointer_arith,member_access,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_static,lambda,local_class,variadic_template,pack_expansion,fold_expression,extended_lambda,rdc_extern_device_var,managed_in_class,hdr_cmath
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cmath>
#include <cuda/std/array>
#include <cuda/std/functional>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <typename... Ts>
__host__ __device__ double fold4(Ts... xs) {
  return (1.0 * ... * static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count5(Ts... xs) {
  return static_cast<int>(sizeof...(xs));
}
template <typename... Ts>
__host__ __device__ bool all6(Ts... xs) { return (... || (xs == 0)); }
__host__ __device__ int spread7(int x) {
  return static_cast<int>(fold4(x, 9.5f, 9u)) + count5(x, x, 1.0) + (all6(x, 9) ? 1 : 0) + count5(static_cast<long>(x), 9);
}
__global__ void __launch_bounds__(0400) weigh8(const float* in9) {
  size_t flag10 = 6;
  (void)flag10;
  struct Local11 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local11 h12{6};
  int cnt13 = h12.add((*in9) * 52);
  (void)cnt13;
}
struct Stats14 {
  int count;
  float total;
  __host__ __device__ void add(float v) {
    ++count;
    total += v;
  }
};
__managed__ Stats14 managedStats15;
__host__ __device__ int record16(int x) {
  managedStats15.add(static_cast<float>(x));
  return managedStats15.count;
}
float norm17(float x, float y) {
  return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
template <typename... Ts>
__device__ double fold18(Ts... xs) {
  return (... + static_cast<double>(xs));
}
template <typename... Ts>
__device__ int count19(Ts... xs) {
  return static_cast<int>(sizeof...(xs));
}
__device__ int spread21(int x) {
  return static_cast<int>(fold18(x, 7.5f, 7u)) + count19(x, x, 1.0) + count19(static_cast<long>(x), 7);
}
extern __device__ int sharedCounter22;
extern __device__ float lookup23[16];
__device__ int bumpShared24(int x) {
  sharedCounter22 += x;
  return sharedCounter22 + static_cast<int>(lookup23[x & 15]);
}
int main() {
  int n25 = 0xeea;
  double m26 = static_cast<unsigned int>(0x32 | managedStats15.count) % (-n25);
  (void)m26;
  auto lam27 = [=] __host__ __device__ (int v) { return v * 3 + n25; };
  applyEach3<<<1, 32>>>(lam27, nullptr, n25);
  int stride28 = lam27(n25);
  weigh8<<<(8), 512>>>(nullptr);
  for (int n29 = 0; n29 < 0x3; n29 += 2) {
    float k30 = 3049u;
    (void)k30;
    unsigned int diff31 = stride28;
    (void)diff31;
  }
  return 0b0;
}
