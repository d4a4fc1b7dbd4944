// cudagen 0.1 seed 1916 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,host_function,default_args,main,shared_var,constexpr_var,enum,enum_class,using_alias,if,for,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_ref,lambda_launch,macro_function,macro_paste,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define CAT_2(a, b) a##b
enum struct Phase3 : unsigned int {
  High4,
  High5 = 3,
  High6 = 8,
  Mul7 = 13,
  Mul8
};

__global__ void weigh9(int *data10) {
  (*data10) += 0b11110;
  char f11 = 59;
  (*data10) = -((data10[2] * f11) - 11);
  f11 = *data10;
  if (sizeof(int) < (data10[f11 & 7] % f11))
    return;
  --f11;
  float z12 = ADD3_1((data10 != nullptr) ? (data10[0] | 24) : (14UL - CAT_2(f, 11)), (data10[f11] - 10) + data10[f11], f11);
}
using idx13_t = unsigned;
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__(128 * 8) sweep14_kernel(int count15, int count16, int count17) {
  __shared__ long sh_18[(128)];
  double cnt19 = (5.0 * (count17 / 3739ul)) + (+count16);
  __shared__ float sh_20[64];
}

__global__ void sweep21_kernel(const long *input22, int *out23, idx13_t cfg24, float *acc25) {
  ++(*acc25);
  Phase3 base26 = Phase3::High4;
  cfg24 = ((acc25[4] + 57) - (*input22)) - ((char)acc25[cfg24 & 7]);
}

int run_smooth27(int n28, double a29, float cfg30 = 2.375f) {
  auto lam32 = [&]() {
    sweep14_kernel<<<16, dim3(8, sizeof(float) * 8)>>>((0b1101u + n28) - cfg30, n28, sizeof(double));
    Phase3 t31 = Phase3::High4;
  };
  lam32();
  weigh9<<<dim3((n28 + 31) / 32), (512)>>>(&n28);
  cfg30 = a29 + 1;
  return a29;
}

__global__ void tally33(long long *buf34, int *dst35) {
  for (int i36 = 12; i36 > 0; --i36) {
    __shared__ int sh_37[256];
    unsigned tmp38 = i36;
  }
}

__global__ void probe39_kernel(idx13_t b40) {
  constexpr int z41 = 57;
  bool w42 = ((((b40 <= 49) ? 35 : 11) + (2 + b40)) != z41) && ((b40 ^ 24) < b40);
  float val43 = CAT_2(b, 40);
}
constexpr double kW44 = 9.0;
enum Op45 : unsigned int {
  ADD46,
  MUL47,
  GREEN48,
  FAST49,
  OFF50 = 5
};

int main() {
  int n51 = 3995;
  int lim52 = 33u - (CAT_2(n, 51) ^ (n51 - n51));
  ++n51;
  if (lim52 <= lim52)
    return sizeof(float);
  sweep21_kernel<<<1, sizeof(float) * (MUL47 + (GREEN48 + (MUL47 + (MUL47 + (GREEN48 + (FAST49 + 6))))))>>>(nullptr, nullptr, (n51 + CAT_2(n, 51)) ^ 15u, (float*)nullptr);
  tally33<<<8 * 2, GREEN48 + 254>>>((long long*)nullptr, &n51);
  probe39_kernel<<<dim3(MUL47 + (GREEN48 + 1)), sizeof(float) * (OFF50 + 59), 0>>>(49 ^ (n51 + 63u));
  return 0;
}
