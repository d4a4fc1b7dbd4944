// cudagen 0.2 seed 218 valid headers
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,main,if,comparison,incdec,comma,call,lit_int_hex,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,sizeof,lambda,lambda_capture_value,lambda_mutable,lambda_launch,macro_function,macro_paste,call_operator,nttp_dependent_type,enable_if,sfinae,concept,requires_clause,requires_expression,runtime_api,hdr_cmath,hdr_type_traits
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <algorithm>
#include <type_traits>
#include <cuda_fp16.h>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define CAT_2(a, b) a##b
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <typename T, typename std::enable_if<(sizeof(T) <= 4), int>::type = 0>
int narrow4(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename std::enable_if<!(sizeof(T) <= 4), int>::type = 0>
int narrow4(T v) { return static_cast<int>(v) + 2; }

__global__ void __maxnreg__(64) probe5_kernel(const unsigned int *src6)
{
  int idx7 = threadIdx.x;
  (void)idx7;
  ceilf(2e1f);
}
template <typename T> concept Small8 = sizeof(T) <= 16;
template <typename T> concept Arith9 = requires(T a, T b) {
  a + b;
  { a * b } -> Small8;
  typename T;
};
template <Small8 T> __host__ __device__ T twice10(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) __host__ __device__ T thrice11(T x) { return x * 3; }
template <typename T> __host__ __device__ T quad12(T x) requires Arith9<T> { return x * 4; }
__host__ __device__ int sign13(Small8 auto v) { return v != 0 ? 1 : 2; }
struct Scale14 {
  int k;
  int operator()(int v) const { return v * k; }
  template <typename T>
  T operator()(T a, T b) const { return a + b; }
};
int call15(int x) {
  Scale14 fn{3};
  return fn(x) + fn(x, 1);
}

int main()
{
  int n16 = 1136;
  if (n16 > (n16 += n16, n16)) {
    auto step19 = [=](int lo17, int mid18) mutable -> short {
      probe5_kernel<<<(mid18 + 0xff) / 0x100, (0x20), sizeof(double) * 32, 0>>>(nullptr);
      return MAX2_1(mid18, 59L);
    };
    step19(CAT_2(n, 16), -17L);
  }
  cudaError_t err20 = cudaPeekAtLastError();
  int ok21 = err20 == cudaSuccess ? 1 : 0;
  (void)ok21;
  ++n16;
  probe5_kernel<<<(n16 + 255) / 256, (0x80)>>>(nullptr);
  return 0x0;
}
