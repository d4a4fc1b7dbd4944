// cudagen 0.2 seed 291 valid headers
// features: kernel,restrict_params,launch,builtin_vars,host_function,main,constexpr_var,if,while,goto,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,multiple_inheritance,variadic_template,pack_expansion,fold_expression,template_template_param,if_constexpr,hdr_array,hdr_numeric
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <numeric>
#include <cstdio>
#include <cuda_fp16.h>

#define NUM_ITERS_1 32
#define WARPS_2 128
struct Part4 {
  int m0;
  int get0() const { return m0 * 5; }
};
struct Part5 {
  int m1;
  int get1() const { return m1 * 5; }
};
struct Trait6 {
  int m2;
  int get2() const { return m2 * 5; }
};
struct Mixed3 : Part4, Part5, Trait6 {
  int own;
  int sum() const { return get0() + get1() + get2() + own; }
};
int mix7(int x) {
  Mixed3 d{};
  d.m0 = x + 0;
  d.m1 = x + 1;
  d.m2 = x + 2;
  d.own = x;
  return d.sum();
}
int host_pivot8(int lane9) {
  int pass10 = 0;
  while (pass10 < 11) {
    lane9 = 3;
    lane9++;
    ++pass10;
  }
  return (sizeof(float) % pass10) + pass10;
}
template <typename... Ts>
double fold11(Ts... xs) {
  return (... * static_cast<double>(xs));
}
template <typename... Ts>
int count12(Ts... xs) {
  return static_cast<int>(sizeof...(xs));
}
int spread14(int x) {
  return static_cast<int>(fold11(x, 8.5f, 8u)) + count12(x, x, 1.0) + count12(static_cast<long>(x), 8);
}
template <typename T> struct Wrap15 {
  T v;
  __host__ __device__ T get() const { return v; }
};
template <template <typename> class W, typename T> __host__ __device__ T unwrap16(const W<T> &w) { return w.get(); }
template <template <typename> class W> struct Holder17 {
  W<int> a;
  W<float> b;
  __host__ __device__ float both() const { return static_cast<float>(a.get()) + b.get(); }
};
__host__ __device__ int layers18(int x) {
  Wrap15<int> w{x};
  Holder17<Wrap15> h{{x}, {1.5f}};
  return unwrap16(w) + unwrap16<Wrap15, int>(w) + static_cast<int>(h.both());
}
__global__ void count19_kernel(float* buf20, int count21, int stride22) {
  unsigned int gid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid23 >= stride22) {
    return;
  }
  if (buf20[gid23] >= 44) {
    return;
  }
  if ((stride22) >= 44) {
    return;
  }
  buf20[count21 & 7] = short(stride22) & 10;
  count21 = threadIdx.x;
  constexpr float mid24 = -13.75f;
  (void)mid24;
  count21 = 24l;
  if constexpr (sizeof(double) == 4) {
  } else {
  }
}
void sift25(char* __restrict__ acc26, int n27, const unsigned int* __restrict__ coef28) {
  (acc26[n27]++, (n27 = static_cast<short>(0b11000) & n27));
  acc26[2] = +n27;
  std::array<int, 4> arr29{n27, 1, 2, 3};
  int total30 = arr29[0] + static_cast<int>(arr29.size());
  total30 += std::accumulate(arr29.begin(), arr29.end(), 0);
  unsigned long r31 = ~n27;
  (*acc26) = n27;
  float tmp32 = r31 + NUM_ITERS_1;
  (void)tmp32;
  if (((coef28[total30] * 0b1l) & 1)) {
    goto out33;
  }
  if (n27 + coef28[0]) {
    return;
  }
out33:;
}
int main() {
  int len34 = 2543;
  len34 = len34;
  if ((len34 * 9) >= 53) {
    return static_cast<float>((9.25F));
  }
  len34 = 3ll + len34 + (WARPS_2 * len34);
  count19_kernel<<<128, 1 << 0b111>>>(nullptr, (len34 * len34) & len34, (len34));
  return 0;
}
