// cudagen 0.1 seed 1924 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,host_function,main,shared_var,extern_shared,constexpr_var,local_array,if,do_while,goto,nested_block,static_assert,ternary,compound_assign,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_launch,macro_function,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))

template <typename T, int N>
__global__ void bump2_kernel(const T *src3) {
  float u4[2]{8.0F, static_cast<float>(N)};
  u4[0] /= 014u;
  --u4[0];
  int w5 = (N - src3[1]);
  if (MAX2_1(w5, w5) >= 10) {
    return;
  }
}
/* Layout: row-major, no padding. */

__global__ void rank6(int *out7, const unsigned int *in8, const double *input9) {
  signed char lo10 = 25;
  lo10 = 54;
  if (!(!out7)) {
    return;
  }
  (*out7) = 35U;
  unsigned int acc11 = (+((in8[lo10] > 62) ? 52 : lo10)) + lo10;
}

__global__ void pivot12_kernel(float *buf13, const unsigned long *in14) {
  extern __shared__ float dyn_15[];
  int cnt16[7] = {};
  constexpr double r17 = 2865;
  int pass18 = 0;
  if (pass18) {
    goto finish20;
  }
  do {
    int z19[7] = {0b101110, 0x1Ful, pass18, 8};
    {
      z19[pass18] = (0x28 - (*in14));
      z19[4]++;
    }
    ++pass18;
  } while (pass18 < pass18);
finish20:;
}

__host__ unsigned short host_pack21(int n22) {
  auto lam25 = [](float tmp23) -> int {
    tmp23 = 49;
    tmp23--;
    int y24 = -(tmp23 * MAX2_1(tmp23, tmp23));
    return y24;
  };
  lam25(n22);
  n22 = n22 + 2349UL;
  n22 += 64l;
  n22++;
  double prod26[8]{-4.0f, 6.0, 22, 49L, static_cast<double>(n22), 59lu, 6., 11.625};
  rank6<<<(n22 + 0x7F) / 128, 128>>>(nullptr, (const unsigned*)nullptr, prod26);
  return prod26[4];
}

int main() {
  int n27 = 1935;
  constexpr unsigned short off28 = 0b1101;
  auto step29 = []() -> unsigned int {
    bump2_kernel<unsigned, 1><<<16, (64), sizeof(int) * 0x20, 0>>>(static_cast<const unsigned int*>(nullptr));
    return host_pack21(42u) + 16;
  };
  step29();
  static_assert(sizeof(int) == 4, "expected value");
  bump2_kernel<int, 0x2><<<0x20, sizeof(float) * 64, 0x0>>>(&n27);
  pivot12_kernel<<<(n27 + 31) / 32, 128, 256, nullptr>>>(nullptr, static_cast<const unsigned long*>(nullptr));
  return 0b0;
}
