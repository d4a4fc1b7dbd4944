// cudagen 0.1 seed 639 valid
// features: kernel,launch,launch_dim3,host_function,constexpr_function,main,shared_var,static_shared,extern_shared,constexpr_var,local_array,auto_var,struct,enum,using_alias,if,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,cast_functional,cast_static,cast_reinterpret,cast_const,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
enum Kind4 {
  FAST5 = 2,
  ON6,
  RED7,
  MUL8,
  RED9
};
enum Op10 { BUSY11, BUSY12 = 5, MUL13 };

__global__ void reduce14(size_t p15, int *data16, int *buf17) {
  extern __shared__ float dyn_18[];
  p15--;
  if (p15 == buf17[0]) {
    return;
  }
  buf17[p15 & 7] = p15;
  static __shared__ unsigned char sh_19[256];
  sh_19[p15 & 255] = float(static_cast<long>((dyn_18[2] += *data16, sh_19[0301])));
  buf17[p15 & 7]--;
  p15 = p15;
}
using kind20_t = Op10;

int check_fuse21(int n22) {
  auto x23 = CAT_3(n, 22);
  n22 = 36;
  x23 = ((x23 > n22) ? static_cast<unsigned int>(x23) : x23) * (n22 * 8);
  (++x23, (n22 = ((static_cast<double>(n22) == 64U) ? (53 ^ n22) : (x23 << 6UL)) * 015));
  x23 = 55ul / x23;
  x23++;
  int prod24[8]{x23, 3599, 52ULL, 3, 4837, 52, 24, 8};
  return prod24[1] - 53U;
}
/* Layout: row-major, no padding. */

struct Cell25 {
  bool w26;
  bool val27;
};
/* Helper used by the kernels below. */

__global__ void score28_kernel(const double *src29, float *acc30) {
  extern __shared__ int dyn_31[];
  --(*acc30);
  constexpr long long hi32 = 387UL;
  ++acc30[1];
  acc30[4] = (dyn_31[4] << int(dyn_31[7])) + (*src29);
  acc30[6]--;
}

constexpr int host_count33(int lane34) {
  lane34 = 0ul;
  auto lim35 = (lane34 * 1223ul);
  return lim35;
}

int main() {
  int len36 = 2414;
  len36 = 31u - static_cast<long long>(len36);
  constexpr float acc37 = 19.5f;
  len36 = (host_count33(len36) * check_fuse21(1103)) | len36;
  check_fuse21(acc37);
  const float *q38 = &acc37;
  float diff39 = acc37;
  reduce14<<<(len36 + 127) / 128, 32 * RED7>>>(acc37, &len36, &len36);
  score28_kernel<<<dim3(2, (len36 + 31) / 32), 64>>>(reinterpret_cast<const double*>(q38), &diff39);
  return 0;
}
