// cudagen 0.2 seed 356 valid headers
// features: kernel,launch,launch_dim3,host_function,main,constexpr_var,if,for,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_if,pp_undef,partial_specialization,explicit_specialization,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <tuple>

#define WARPS_1 256
#define WARPS_2 3
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b

#if WARPS_1 > 65
#define CONFIG_9 1
#else
#define CONFIG_9 19
#endif
#undef CONFIG_9
#define CONFIG_9 48
template <typename T, typename U> struct Pick10 { static constexpr int value = 1; };
template <typename T> struct Pick10<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick10<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes12 {
  T d[N];
  T first() const { return d[0]; }
};
template <typename T> struct Lanes12<T, 1> {
  T d;
  T first() const { return d; }
};
template <> struct Pick10<float, double> { static constexpr int value = 4; };
template <typename T> int tag11(T) { return 0; }
template <> int tag11<float>(float) { return 1; }
template <> int tag11(double) { return 2; }
int specialized13(int x) {
  Lanes12<int, 1> one{x};
  Lanes12<int, 3> three{{x, 1, 2}};
  return x + Pick10<char, long>::value + Pick10<int, int>::value + Pick10<float *, int>::value + Pick10<float, double>::value + tag11(1.0f) + tag11(x) + tag11(2.0) + one.first() + three.first();
}

__global__ void pivot14_kernel(int count15, long long *dst16) {
  if (floorf(dst16[count15] | 9) > (sizeof(int) - (*dst16))) {
    dst16[1] -= 0x0l | count15;
    float m17(sinf(9.125f));
    (void)m17;
  }
  dst16[count15]--;
}

void host_warp18(int len19, float *out20) {
  pivot14_kernel<<<dim3(0x80, (WARPS_2 + 0b111101)), 256>>>(23, nullptr);
  for (int j21 = 0x0, j22 = len19; j21 < j22; (++j21, (--j22))) {
    len19 += (sizeof(int) ^ (len19 += CAT_8(len, 19), CAT_8(j, 22))) / out20[len19];
    if ((j21 + (*out20)) == 60) {
      return;
    }
  }
}

int main() {
  int len23 = 2541;
  (++len23, (len23 *= 42));
  len23 = (21 + ((len23 <= CAT_8(len, 23)) ? CONFIG_9 : len23)) % (9 + ((len23 < CONFIG_9) ? WARPS_2 : len23));
  pivot14_kernel<<<(len23 + 0x7f) / 0x80, (WARPS_1)>>>(floorf(CAT_8(len, 23)) - 3, nullptr);
  constexpr bool k24 = false;
  (void)k24;
  return 0b0;
}
