// cudagen 0.1 seed 508 invalid:call_non_function
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,device_function,device_noinline,host_function,static_host_function,constexpr_function,default_args,main,shared_var,extern_shared,constexpr_var,enum_class,using_alias,namespace,if,for,pragma_unroll,static_assert,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b
__global__ void __launch_bounds__(64) accum2(float* out3, const unsigned int* in4) {
  extern __shared__ char dyn_5[];
  out3[6] -= dyn_5[2];
  for (int n6 = 0, j7 = 11; n6 < j7; (++n6, (--j7))) {
    (*out3)++;
    if (in4 == nullptr) {
      for (int i8 = 0; i8 < j7; i8 += 2) {
        (*out3) *= in4[j7];
        float m9 = 49L;
      }
    }
  }
}
namespace kern10 {
enum class Op11 : unsigned int { Busy12, Busy13, Fast14 = 7, Mul15 };
} // namespace kern10
using idx16_t = long;
enum struct Axis17 : unsigned int { Fast18, Idle19 };
static int check_combine20(int len21, int count22, int n23) {
  count22 = ((' ' % count22) % 3) + (4 | len21);
  n23 = 50;
  return (n23 % (13 - len21)) / 1508;
}
__device__ __noinline__ float pivot24(int count25 = 4506) {
  unsigned int lim26{9U};
  Axis17 v27 = Axis17::Idle19;
  int h28 = 4ull;
  ++lim26;
  return 60u | (h28 * (h28));
}
constexpr int LANES29 = 32;
static_assert((3 * (5)) > 14, "bad config");
constexpr int run_decay30(int stride31, int stride32) {
  int r33 = (unsigned)stride32;
  return ((2895 & stride31) / 3) / CAT_1(r, 33);
}
template <typename T, int N = 8>
__global__ void __launch_bounds__(32) scale34(T b35) {
  extern __shared__ float dyn_36[];
  constexpr bool f37 = 1;
  int k38 = 35;
  ++k38;
  --b35;
  T lim39 = k38;
}
__global__ void bump40_kernel(int stride41) {
  if (stride41 <= CAT_1(stride, 41)) {
    return;
  }
  stride41 = (0l - (stride41 + LANES29)) * LANES29;
  stride41 |= LANES29;
  int val42 = LANES29;
  float v43 = CAT_1(val, 42) * LANES29;
  static_assert(sizeof(int) == 4, "bad config");
}
template <typename T, class U>
__global__ void __launch_bounds__(LANES29) sweep44(const T* src45, int n46) {
  n46 = (55 * CAT_1(n, 46)) + (LANES29 * n46);
  for (int n47 = 0, j48 = n46; n47 < j48; (++n47, (--j48))) {
    n46 ^= 2518ULL * CAT_1(n, 46);
  }
  #pragma unroll 2
  for (int it49 = 0; it49 < 16; it49 += 4) {
    constexpr unsigned char m50 = 55;
    if ((it49) >= m50) {
      return;
    }
  }
}
int main() {
  int len51 = 3459;
  len51 = len51(2);
  len51 %= LANES29 * (len51 + len51);
  len51++;
  if ((len51 + len51) != LANES29) {
    return LANES29;
  }
  accum2<<<4 * 2, (0400)>>>(nullptr, nullptr);
  scale34<long, 8><<<2 * 8, (LANES29), 0, (cudaStream_t)0>>>(60LL * (len51 * LANES29));
  bump40_kernel<<<(len51 + 63) / 0100, 128>>>(51L);
  sweep44<int, double><<<64, 32>>>(nullptr, 5);
  return 0;
}
