// cudagen 0.1 seed 422 valid
// features: kernel,kernel_static,kernel_template,launch_deduced_template_args,restrict_params,launch,launch_shared_mem,host_function,static_host_function,main,shared_var,shared_2d,local_array,enum_class,using_alias,namespace,nested_namespace,if,if_else,while,goto,nested_block,static_assert,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_raw_string,lit_bool,lit_nullptr,cast_c,cast_static,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
using real3_t = double;
enum class Level4 { Blue5, Blue6 };

template <typename T, typename U>
__global__ void decay7_kernel(const U *coef8, T *__restrict__ buf9) {
  __shared__ unsigned int sh_10[256];
  if (((sh_10[66] >= 25) ? sizeof(T) : 8) <= sh_10[145]) {
    goto out14;
  }
  if (((*coef8) + 2) > 28l) {
    int pass11 = 0;
    while (pass11 < 13) {
      if (((sh_10[pass11] >> 8) + buf9[pass11]) < (coef8[4] * 3662U)) {
        int e12[6]{13U, static_cast<int>(sh_10[pass11 & 255]), pass11, 16U, 0x3E, 9};
        int w13[7]{36, 0x3, -21L, 0x9, 49U, 4l, 58};
      }
      sh_10[107] = (((pass11 - 20) & 1) ? (46LL - sh_10[18]) : (37 + sh_10[pass11 & 255])) << (pass11 % (pass11 * 3));
      ++pass11;
    }
  }
out14:;
}
static_assert((17 * (1 << 1)) > 0x21, "bad config");

namespace detail15::v16 {
static __global__ void tile17(double q18, double p19) {
  if ((q18 + (2 + q18)) >= (1661 - p19)) {
    __shared__ float sh_20[16];
  } else {
    q18 = p19;
  }
  __shared__ long sh_21[12][(7)];
  q18 = 56 & (sh_21[9][0x1] + (61L - sh_21[8][0]));
}

static float score22(const int *coef23, int count24, real3_t *data25) {
  {
    data25[count24] += 17.5f;
    count24 ^= (((count24 < 033) ? 22 : 036) > (((13 <= (*data25)) ? coef23[count24] : (*coef23)) + (data25[0x0] += 37, 0x23ul))) ? 41 : 24;
  }
  const char *z26 = R"(C:\dir)";
  if (data25[0] == coef23[1]) {
    goto finish27;
  }
  detail15::v16::tile17<<<(count24 + 127) / 128, sizeof(float) * 32, 512 * 8>>>(8.125, 59);
  count24 = '"';
finish27:;
  return (coef23[count24 & 7] - count24) % count24;
}
} // namespace detail15::v16

int main(void) {
  int size28 = 1559;
  decay7_kernel<<<(size28 + 127) / 128, 0x1 << 0x8>>>(&size28, (real3_t*)nullptr);
  size28 += 7ul;
  size28 += size28;
  bool m29(true - size28);
  const char *f30 = "tile";
  return 0;
}
