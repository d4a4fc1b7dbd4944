// cudagen 0.2 seed 116 valid headers
// features: kernel,launch,builtin_vars,main,managed_var,shared_var,constexpr_var,auto_var,for,compound_assign,bitwise,incdec,comma,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_bool,lit_nullptr,cast_c,lambda,macro_statement,union,call_operator,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cmath>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
union Bits3 {
  int i;
  float f;
  double d;
  unsigned char bytes[8];
  __host__ __device__ int low() const { return static_cast<int>(bytes[0]); }
};
__host__ __device__ int use4(int x) {
  Bits3 v{};
  v.i = static_cast<int>(x);
  return static_cast<int>(v.bytes[7]) + static_cast<int>(v.i) + v.low();
}
__managed__ bool m_clamp5 = false;
struct Clamp6 {
  int k;
  __host__ __device__ int operator()(int v) const { return v * k; }
  template <typename T>
  __host__ __device__ T operator()(T a, T b) const { return a + b; }
};
__host__ __device__ int call7(int x) {
  Clamp6 fn{5};
  return fn(x) + fn(x, 1);
}

__global__ void sift8(float* data9, int* data10, const float* src11) {
  int gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ unsigned int sh_13[64];
  (void)sh_13;
  for (int i14 = 0, j15 = gid12; i14 < j15; (++i14, (--j15)))
    data9[j15]++;
  int sum16 = 8;
  (void)sum16;
  __shared__ double sh_17[256];
  (void)sh_17;
}

int main() {
  int count18 = 2223;
  count18--;
  auto step23 = [](float val19, float flag20) -> double {
    auto prod21 = 8;
    val19 -= flag20;
    long long lim22 = val19;
    return (40 | lim22) % 0x28UL;
  };
  step23(m_clamp5, count18);
  cudaError_t err24 = cudaGetLastError();
  int ok25 = err24 == cudaSuccess ? 1 : 0;
  ok25 = expf(56ul);
  constexpr bool tmp26 = false;
  (void)tmp26;
  ok25 = ok25 * m_clamp5;
  sift8<<<2, (512)>>>(nullptr, (int*)nullptr, nullptr);
  return 0;
}
