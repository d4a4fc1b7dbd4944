// cudagen 0.2 seed 259 valid headers
// features: kernel,launch_bounds,launch,main,constexpr_var,for,static_assert,bitwise,shift,comma,pointer_arith,array_index,call,lit_nullptr,cast_c,macro_object,macro_function,pp_if,template_template_param,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>

#define TILE_DIM_1 32
#define TILE_DIM_2 64
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#if TILE_DIM_2 % 2 == 0 || TILE_DIM_2 < 4
#define CONFIG_4 1
#elif TILE_DIM_2 < 0
#error unreachable configuration
#else
#define CONFIG_4 9
#endif
static_assert(sizeof(int) == 4, "bad config");
template <typename T> struct Wrap5 {
  T v;
  T get() const { return v; }
};
template <template <typename> class W, typename T> T unwrap6(const W<T> &w) { return w.get(); }
template <template <typename> class W> struct Holder7 {
  W<int> a;
  W<float> b;
  float both() const { return static_cast<float>(a.get()) + b.get(); }
};
int layers8(int x) {
  Wrap5<int> w{x};
  Holder7<Wrap5> h{{x}, {1.5f}};
  return unwrap6(w) + unwrap6<Wrap5, int>(w) + static_cast<int>(h.both());
}
__global__ void __launch_bounds__(1 << 5) spread9_kernel(int n10, long *dst11, const int *in12, int len13)
{
  for (int j14 = 0, j15 = 9; j14 < j15; (++j14, (--j15))) {
    int *stride16 = nullptr;
    (void)stride16;
    unsigned char e17 = j15;
    (void)e17;
  }
  (*dst11) = TILE_DIM_1 - n10;
}
int main(void)
{
  int len18 = 2538;
  cosf(layers8(len18) % len18);
  static_assert(sizeof(int) == 4, "size check");
  spread9_kernel<<<(CONFIG_4 + 1) * (CONFIG_4 + 1), 256>>>(3539 ^ (len18 * 32), nullptr, (const int*)nullptr, fminf(len18, len18));
  return 0;
}
