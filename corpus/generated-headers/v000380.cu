// cudagen 0.2 seed 380 valid headers
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,launch,builtin_vars,main,shared_var,local_array,struct,struct_methods,aligned_struct,if,for,comparison,incdec,comma,pointer_arith,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,lambda,lambda_generic,macro_object,macro_function,pp_undef,structured_binding,runtime_api,hdr_array,hdr_cmath
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <compare>

#define NUM_ITERS_1 8
#define WARPS_2 (64)
#define MOD8_3(x) ((x) % 8)
#undef NUM_ITERS_1
#define NUM_ITERS_1 24
template <typename T, int N = 2>
__global__ void __launch_bounds__(512) stencil4_kernel(T p5, T* out6, unsigned long p7)
{
  int gid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (void)gid8;
  if (floorf(62LL % blockDim.y) <= sinf(*out6)) {
    --p7;
    __shared__ unsigned short sh_9[32];
    (void)sh_9;
  }
  T hi10 = ceilf(24);
  (void)hi10;
  float stride11[5]{19.25F, static_cast<float>(gridDim.x), 46U, 0.75f, 28L};
  (void)stride11;
}
struct Span12 {
  float x13;
  unsigned id14;
  __host__ __device__ void reset15(float sum16)
  {
    int mid17 = x13 - (id14 % (23 * id14));
    (void)mid17;
    Span12 lim18 = Span12{32, 28L};
    (void)lim18;
  }
};
struct Result19 {
  int first;
  int second;
};
Result19 make20(int x) { return Result19{x, x}; }
int unpack21(int x) {
  auto [a, b] = make20(x);
  int arr[3] = {x, 1, 2};
  const auto &[p, q, r] = arr;
  Result19 v{x, x};
  auto &&[m, n] = v;
  return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
struct alignas(8) Vec22 {
  long long val23;
  int x24;
  size_t hi25;
  float lo26;
};
int main(void)
{
  int count27 = 556;
  std::array<int, 4> arr28{count27, 1, 2, 3};
  int total29 = arr28[0] + static_cast<int>(arr28.size());
  for (int it30 = 0, j31 = count27; it30 < j31; (++it30, (--j31)))
    stencil4_kernel<<<(NUM_ITERS_1 + (NUM_ITERS_1 + 16)) * 8, 0x200>>>(static_cast<double>(count27), (double*)nullptr, MOD8_3(it30));
  auto fn34 = [](auto k32, auto stride33) {
    --stride33;
    stride33 = unpack21(k32) % 60;
    return k32 * 2;
  };
  fn34(total29, static_cast<int>(51ul));
  float base35(total29 - total29);
  (void)base35;
  cudaEvent_t start36, stop37;
  cudaEventCreate(&start36);
  cudaEventCreate(&stop37);
  cudaEventRecord(start36);
  cudaEventRecord(stop37);
  cudaEventSynchronize(stop37);
  float ms38 = 0.0f;
  cudaEventElapsedTime(&ms38, start36, stop37);
  cudaEventDestroy(start36);
  cudaEventDestroy(stop37);
  return 0x0;
}
