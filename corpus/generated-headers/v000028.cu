// cudagen 0.2 seed 28 valid headers
// features: kernel,launch,builtin_vars,main,shared_var,constexpr_var,if,compound_assign,bitwise,shift,logical,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,macro_object,template_template_param,runtime_api,hdr_cuda_std
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>
#include <tuple>
#include <cuda/std/array>
#include <cuda/std/functional>

#define WARPS_1 3
#define WARPS_2 4
#define CHUNK_3 4
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <typename T> struct Wrap7 {
  T v;
  T get() const { return v; }
};
template <template <typename> class W, typename T> T unwrap8(const W<T> &w) { return w.get(); }
template <template <typename> class W> struct Holder9 {
  W<int> a;
  W<float> b;
  float both() const { return static_cast<float>(a.get()) + b.get(); }
};
int layers10(int x) {
  Wrap7<int> w{x};
  Holder9<Wrap7> h{{x}, {1.5f}};
  return unwrap8(w) + unwrap8<Wrap7, int>(w) + static_cast<int>(h.both());
}

__global__ void stencil11_kernel(float* data12, float* out13, const unsigned int* src14)
{
  int gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  cuda::std::array<int, 4> lanes16{};
  lanes16[0] = gid15;
  int total17 = lanes16[0] + static_cast<int>(lanes16.size()) + cuda::std::plus<int>()(lanes16[1], 1);
  __shared__ int sh_18[0x20];
  (*out13) -= (sizeof(unsigned int) | threadIdx.x) * (19.0f - static_cast<unsigned short>(out13[gid15]));
  (*out13) /= CHUNK_3 + (total17 % (gid15 + sh_18[18]));
  unsigned int s19 = (int)blockIdx.x;
  (void)s19;
  cuda::std::array<int, 4> lanes20{};
  lanes20[0] = gid15;
  int total21 = lanes20[0] + static_cast<int>(lanes20.size()) + cuda::std::plus<int>()(lanes20[1], 1);
  (void)total21;
  total17 <<= blockIdx.x;
}

int main()
{
  int len22 = 966;
  float y23 = len22;
  y23 = len22;
  auto op30 = [](int flag24, int lim25) -> float {
    constexpr long x26 = 0x21;
    int u27((int(047)));
    int *d_buf28 = nullptr;
    cudaMalloc(&d_buf28, static_cast<size_t>(flag24) * sizeof(int));
    cudaMemset(d_buf28, 0, static_cast<size_t>(flag24) * sizeof(int));
    int h_buf29[4] = {};
    cudaMemcpy(h_buf29, d_buf28, sizeof(h_buf29), cudaMemcpyDeviceToHost);
    return d_buf28[flag24 & 7];
  };
  (void)op30;
  if ((len22 * len22) && (len22 - sizeof(int))) {
    stencil11_kernel<<<0x1 << 2, sizeof(unsigned int) * 32>>>(nullptr, nullptr, nullptr);
    float* diff31 = nullptr;
    (void)diff31;
  }
  return 0;
}
