// cudagen 0.2 seed 904 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,host_function,static_host_function,default_args,main,shared_var,extern_shared,constexpr_var,auto_var,static_local,nested_namespace,if,switch,static_assert,ternary,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,macro_object,pp_if,comments,inline_namespace,using_directive,exceptions
// nvcc: -std=c++20 --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>

#define RADIUS_1 64
#define WARPS_2 (4 * (1 << 1))
#if WARPS_2 > 64
#define CONFIG_3 1
#else
#define CONFIG_3 15
#endif
namespace lib4 {
inline namespace v1 {
int version5(int x) { return x + 8; }
} // namespace v1
namespace detail::impl {
int helper6(int x) { return x * 3; }
} // namespace detail::impl
} // namespace lib4
int layered7(int x) {
  using namespace lib4::detail::impl;
  return helper6(x) + lib4::version5(x) + lib4::v1::version5(1);
}
float check_pivot8(int len9) {
  short sum10 = 42;
  len9 = (sum10);
  int e11{'\101'};
  (void)e11;
  return (-(len9 - len9));
}
// Layout: row-major, no padding.
__global__ void __launch_bounds__(0b10000000) mix12_kernel(int n13, unsigned int *out14, const long *input15, unsigned *__restrict__ buf16) {
  extern __shared__ short dyn_17[];
  switch (dyn_17[0b100]) {
  case 2:
    break;
  case 7: {
    auto lim18 = static_cast<long>(((*input15) * '0'));
    lim18 = ((out14[threadIdx.x] | 0x29) >> 0x4) * n13;
    break;
  }
  }
  n13 = ((n13 >> 2) > ((out14[5] <= 0x22l) ? dyn_17[6] : 19u)) ? (((input15[n13 & 7] > 17) ? sizeof(int) : (*out14)) | (012)) : ((CONFIG_3 + dyn_17[n13 & 7]) - float(RADIUS_1));
  int sum19 = (int)((buf16[n13]) * n13);
  (void)sum19;
}
static void accum20(int len21 = 58) {
  len21 = len21 - 0u;
  const size_t *f22 = nullptr;
  (void)f22;
}
int main() {
  int len23 = 3470;
  len23 = (len23 & 1) ? ((len23 + 0xbb5l) * (3651U - len23)) : (double(54ll) - (len23 % len23));
  long v24 = static_cast<int>(L'#' + len23) / (len23 + 57);
  auto step27 = [](double e25) -> size_t {
    int y26(0x242);
    static_assert(45 > 0x2c, "tile must fit");
    return y26 % y26;
  };
  step27(v24);
  if (v24 & 54l) {
    return (v24 > WARPS_2) ? step27(len23) : ((unsigned)35ll);
  }
  static unsigned u28 = 42;
  try {
    if (u28 > 44) {
      throw 44;
    }
  } catch (int) {
  }
  mix12_kernel<<<dim3((v24 + 63) / 0b1000000, (len23 + 63) / 64, (128)), CONFIG_3 + (WARPS_2 + (CONFIG_3 + (CONFIG_3 + (WARPS_2 + 3))))>>>(CONFIG_3, nullptr, (const long*)nullptr, nullptr);
  return 0;
}
