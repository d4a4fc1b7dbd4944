// cudagen 0.2 seed 536 valid headers
// features: kernel,kernel_static,launch,launch_shared_mem,builtin_vars,main,constexpr_var,if,nested_block,ternary,compound_assign,shift,logical,comparison,call,lit_int_hex,lit_int_octal,lit_int_suffix,sizeof,alignof,macro_function,macro_paste,template_template_param,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <utility>

#define MOD8_1(x) ((x) % 8)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <typename T> struct Wrap7 {
  T v;
  __host__ __device__ T get() const { return v; }
};
template <template <typename> class W, typename T> __host__ __device__ T unwrap8(const W<T> &w) { return w.get(); }
template <template <typename> class W> struct Holder9 {
  W<int> a;
  W<float> b;
  __host__ __device__ float both() const { return static_cast<float>(a.get()) + b.get(); }
};
__host__ __device__ int layers10(int x) {
  Wrap7<int> w{x};
  Holder9<Wrap7> h{{x}, {1.5f}};
  return unwrap8(w) + unwrap8<Wrap7, int>(w) + static_cast<int>(h.both());
}

static __global__ void apply11_kernel(int stride12) {
  int tid13 = threadIdx.x;
  if (tid13 >= stride12)
    return;
  stride12 = (tid13 + MAX2_2(CAT_5(stride, 12), 23ULL)) * 1698lu;
  constexpr int z14 = 56;
  {
    int e15 = MOD8_1((((blockDim.x != 0x30) && (gridDim.x <= z14)) ? (2 + blockIdx.y) : 5));
    e15 += threadIdx.x;
  }
  double r16 = ((stride12));
  r16 = sinf(MOD8_1(blockDim.x));
}

int main() {
  int count17 = 1554;
  apply11_kernel<<<(count17 + 0x1f) / 040, 8 * 8, sizeof(double) * 64>>>(alignof(float));
  count17 = sizeof(float);
  apply11_kernel<<<1 << 8, 32, sizeof(int) * 0x100>>>(count17);
  return 0;
}
