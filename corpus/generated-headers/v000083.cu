// cudagen 0.2 seed 83 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,shared_var,extern_shared,constexpr_var,enum,if,static_assert,compound_assign,bitwise,shift,comparison,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,enum_underlying,alias_template,variable_template,hdr_cmath
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#define BLOCK_SIZE_1 16
#define NUM_ITERS_2 (32)
#define RADIUS_3 128
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
enum Op7 : unsigned int { FAST8 = 1, GREEN9 = 3, ON10 };
template <typename T> using Ptr12 = T *;
template <typename A, typename B> struct Duo13 { A a; B b; };
template <typename T> using Same14 = Duo13<T, T>;
template <typename T> constexpr T kScale15 = T(7);
template <typename T> constexpr int kSize16 = static_cast<int>(sizeof(T)) * 1;
int aliased11(int x) {
  Ptr12<int> p = &x;
  Same14<int> d{x, 3};
  return x + *p + d.a + d.b + kSize16<double> + static_cast<int>(kScale15<float>);
}

__global__ void __launch_bounds__(ON10 * (kSize16<int> + 12), FAST8 + 2) filter17(unsigned *__restrict__ buf18, int *__restrict__ acc19, double *acc20, int *__restrict__ dst21) {
  (*dst21) ^= 19 + ((*dst21) % FAST8);
  static_assert(sizeof(int) == 0b100, "expected value");
}

__global__ void __launch_bounds__(sizeof(float) * 64, ON10) relax22_kernel(long *data23, float cfg24, int *__restrict__ buf25) {
  extern __shared__ int dyn_26[];
  buf25[7] -= dyn_26[7];
  fabsf(3233);
  cfg24 /= (kSize16<char> - (-(*data23))) << (kSize16<int> | dyn_26[7]);
  fmaxf(buf25[0b111], kSize16<int>);
}

void run_warp27(int count28) {
  cudaStream_t acc29 = 0;
  (void)acc29;
  const double *x30 = nullptr;
  (void)x30;
  float k31 = sinf(41);
  (void)k31;
}

int main() {
  int n32 = 2836;
  Op7 off33 = ON10;
  (void)off33;
  static_assert(sizeof(int) == 4);
  if (n32 >= kSize16<char>) {
    return (n32 += sizeof(int), 9UL);
  }
  filter17<<<(1), 32, sizeof(double) * 128>>>(static_cast<unsigned int*>(nullptr), (int*)nullptr, nullptr, nullptr);
  relax22_kernel<<<(n32 + 127) / 128, sizeof(unsigned int) * (ON10 + (BLOCK_SIZE_1 + (FAST8 + (FAST8 + (BLOCK_SIZE_1 + (kSize16<char> + 0b11001))))))>>>(nullptr, (kSize16<int>) + (n32 - 9), nullptr);
  return 0;
}
