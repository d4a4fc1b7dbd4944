// cudagen 0.2 seed 556 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,constexpr_function,main,shared_var,extern_shared,nested_namespace,if,bitwise,shift,comparison,array_index,call,lit_int_hex,lit_int_suffix,sizeof,macro_function,macro_paste,virtual_function,inline_namespace,using_declaration,using_directive,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/functional>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
namespace api5 {
inline namespace v2 {
__host__ __device__ int version6(int x) { return x + 9; }
} // namespace v2
namespace detail::impl {
__host__ __device__ int helper7(int x) { return x * 4; }
} // namespace detail::impl
} // namespace api5
using api5::version6;
__host__ __device__ int layered8(int x) {
  using namespace api5::detail::impl;
  return helper7(x) + version6(x) + api5::v2::version6(1);
}
struct Shape10 {
  __host__ __device__ virtual double area() const = 0;
  __host__ __device__ virtual int sides() const { return 0; }
  __host__ __device__ virtual ~Shape10() {}
};
struct Square11 final : Shape10 {
  double s;
  __host__ __device__ explicit Square11(double v) : s(v) {}
  __host__ __device__ double area() const override { return s * s; }
};
struct Tri12 : Shape10 {
  double s;
  __host__ __device__ explicit Tri12(double v) : s(v) {}
  __host__ __device__ double area() const override { return s * s; }
};
__host__ __device__ double dispatch9(double x) {
  Square11 k0(x);
  Tri12 k1(x);
  const Shape10 *p = &k0;
  const Shape10 &r1 = k1;
  return p->area() + static_cast<double>(p->sides()) + r1.area();
}
constexpr __host__ __device__ int norm13(int count14)
{
  count14 = count14 - (count14 | count14);
  return sizeof(float);
}
__global__ void drift15(int stride16)
{
  extern __shared__ short int dyn_17[];
  int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((-dyn_17[tid18]) >= tid18) {
    return;
  }
  int r19 = floorf(dyn_17[tid18 & 7]);
  (void)r19;
}
int main()
{
  int count20 = 0x51e;
  if (count20 < 27) {
    cudaStream_t lo21 = 0;
    drift15<<<(count20 + 63) / 64, 1 << 6, 4096, lo21>>>(CAT_3(count, 20) + MAX2_1(count20, count20));
  }
  return 0;
}
