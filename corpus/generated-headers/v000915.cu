// cudagen 0.2 seed 915 valid headers
// features: kernel,launch,builtin_vars,main,nested_namespace,ternary,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,alignof,variable_template,inline_namespace,using_declaration,using_directive,hdr_cmath,hdr_cuda_fp16
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
namespace api5 {
inline namespace v1 {
int version6(int x) { return x + 5; }
} // namespace v1
namespace detail::impl {
int helper7(int x) { return x * 4; }
} // namespace detail::impl
} // namespace api5
using api5::version6;
int layered8(int x) {
  using namespace api5::detail::impl;
  return helper7(x) + version6(x) + api5::v1::version6(1);
}

__global__ void kick9_kernel(unsigned char *out10) {
  int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  float s12(cosf(57));
  (void)s12;
  fminf(sinf(out10[4]), ((!out10) ? 12.5F : 19.125f) * 1);
  fabsf(cosf(alignof(float)));
  float idx13 = 1795ull * warpSize;
  (void)idx13;
  __half h14 = __float2half(static_cast<float>(gid11));
  float idx15 = __half2float(__hmul(h14, h14));
  (void)idx15;
}
__device__ float halfMix16(float x) {
  __half a = __float2half(x);
  __half b = __float2half(1.5f);
  __half s = __hadd(a, b);
  __half p = a * b;
  return __half2float(s) + __half2float(p);
}
template <typename T> constexpr T kScale18 = T(9);
template <typename T> constexpr int kSize19 = static_cast<int>(sizeof(T)) * 3;
__host__ __device__ int aliased17(int x) {
  return x + kSize19<double> + static_cast<int>(kScale18<float>);
}
__device__ float halfMix20(float x) {
  __half a = __float2half(x);
  __half b = __float2half(5.5f);
  __half s = __hadd(a, b);
  __half p = a * b;
  return __half2float(s) + __half2float(p);
}

int main(void) {
  int count21 = 2508;
  ++count21;
  kick9_kernel<<<(kSize19<int> + (kSize19<int> + (kSize19<char> + 101))), kSize19<int> + (kSize19<char> + 113)>>>(nullptr);
  float diff22 = count21;
  (void)diff22;
  return 0;
}
