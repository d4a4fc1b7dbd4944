// cudagen 0.2 seed 801 valid headers
// features: kernel,restrict_params,launch,main,if,ternary,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_function,three_way_comparison,hdr_cmath,hdr_cuda_fp16
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <cooperative_groups.h>
#include <cuda_fp16.h>
#include <compare>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Version6 {
  int major;
  int minor;
  auto operator<=>(const Version6 &) const = default;
};
int ordered7(int x) {
  Version6 a{x, 1};
  Version6 b{3, x};
  int r = (a < b ? 1 : 0) + ((a <=> b) == 0 ? 2 : 0);
  return r + ((x <=> 1) < 0 ? 4 : 0);
}
__device__ float halfMix8(float x) {
  __half a = __float2half(x);
  __half b = __float2half(9.5f);
  __half s = __hadd(a, b);
  __half p = a * b;
  return __half2float(s) + __half2float(p);
}
struct Key9 {
  int major;
  int minor;
  auto operator<=>(const Key9 &) const = default;
};
int ordered10(int x) {
  Key9 a{x, 1};
  Key9 b{7, x};
  int r = (a < b ? 1 : 0) + ((a <=> b) == 0 ? 2 : 0);
  return r + ((x <=> 8) < 0 ? 4 : 0);
}

__global__ void bias11(const int *input12, short int a13, int *__restrict__ acc14, const double *in15) {
  if (static_cast<unsigned int>(input12[a13]) > a13) {
    return;
  }
  acc14[a13] = sinf(floorf(acc14[0] + (*in15)));
}

int main() {
  int size16 = 564;
  (size16++, (size16 = (size16)));
  size16 = (((size16 - (-0LL)) == size16) ? size16 : (18L + size16)) % 4;
  size16 = size16 + ordered10(055);
  bias11<<<(size16 + 63) / 64, sizeof(int) * 64>>>(&size16, 39, &size16, static_cast<const double*>(nullptr));
  return 0;
}
