// cudagen 0.2 seed 859 valid headers
// features: launch_bounds,launch,launch_shared_mem,host_function,main,constexpr_var,auto_var,if,for,shift,address_of,call,lit_int_hex,lit_int_suffix,lit_char,lit_char_escape,lit_string,cast_c,cast_static,sizeof,lambda,lambda_capture_value,lambda_generic,lambda_mutable,macro_object,macro_paste,pp_ifdef,friend_template,cluster_dims
// nvcc: -std=c++20 -rdc=true -arch=sm_90
#include <cuda_runtime.h>
#include <algorithm>
#include <compare>

#define CHUNK_1 64
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 26
#endif
__global__ void __cluster_dims__(2) __launch_bounds__(256) clustered5(int *out, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    out[i] = i + static_cast<int>(blockIdx.y);
  }
}
template <typename T> struct Cell6;
template <typename T> T peek7(const Cell6<T> &b);
template <typename T> struct Cell6 {
  explicit Cell6(T v) : val(v) {}
  template <typename U> friend U peek7(const Cell6<U> &b);
  template <typename U> friend struct Spy8;
private:
  T val;
};
template <typename T> T peek7(const Cell6<T> &b) { return b.val; }
template <typename U> struct Spy8 {
  static int look(const Cell6<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
int unlock9(int x) {
  Cell6<int> v(x);
  return peek7(v) + Spy8<float>::look(v);
}

void stencil10(int stride11, double cfg12, double beta13)
{
  bool f14 = (0);
  beta13 = ((CHUNK_1) - static_cast<unsigned long>(stride11)) + ((size_t)f14);
  stride11 = -44;
}

int main(void)
{
  int len15 = 3875;
  auto fn20 = [=](auto off16, auto base17) mutable {
    unsigned int m18 = 0xa6d;
    const char *w19 = "\"q\"";
    return off16 * 2;
  };
  fn20(len15, static_cast<int>('\\'));
  if (len15 + 56LL) {
    return (len15 * len15) >> unlock9(len15);
  }
  for (int j21 = 0; j21 < len15; ++j21) {
    for (int it22 = 0; it22 < 4; ++it22) {
      auto k23 = -((it22 - 0x7) % (it22 - CHUNK_1));
      (void)k23;
    }
    clustered5<<<(0x80), 256, sizeof(double) * 64>>>(&len15, (unsigned int)(len15));
  }
  return 0;
}
