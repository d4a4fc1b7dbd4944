// cudagen 0.1 seed 789 invalid:class_redefinition
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,device_function,host_function,static_host_function,default_args,main,device_var,shared_var,shared_2d,constexpr_var,static_local,if,for,pragma_unroll,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,sizeof,macro_paste
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

float check_lerp4(int n5) {
  static float off6 = 1;
  off6 = 1.75f;
  return off6 - off6;
}
__device__ int d_accum7 = 454;

__device__ void trace8(short beta9) {
  d_accum7++;
  d_accum7--;
  d_accum7 = d_accum7;
  bool r10(beta9);
}

__device__ int march11(unsigned alpha12, const int *input13) {
  #pragma unroll 4
  for (int it14 = 0, j15 = d_accum7; it14 < j15; (++it14, (--j15))) {
    __shared__ long sh_16[(16)][(6)];
    int h17 = it14;
  }
  trace8(alpha12);
  return 55u;
}

__global__ void __launch_bounds__(256 * 2, 2) weigh18(int *data19, const int *coef20, int *dst21) {
  constexpr unsigned short prod22 = 25L;
  march11(d_accum7, (const int*)nullptr);
  if ((-coef20[3]) <= d_accum7) {
    return;
  }
  d_accum7 = *dst21;
}

static int check_warp23(int lane24, int len25 = 3'841) {
  if ((len25 % len25) > (len25)) {
    (len25--, (len25 = 43 - (len25 % (lane24))));
  }
  if (len25 >= check_lerp4(-3)) {
    len25 = -0;
    len25 = len25;
  }
  len25 = lane24;
  lane24++;
  return (CAT_3(len, 25) - len25) - (check_lerp4(sizeof(unsigned int)) * check_lerp4(30));
}
struct Config27 {
    int a;
};
struct Config27 {
    float b;
};

int main() {
  int n26 = 03766;
  n26 = CAT_3(n, 26);
  if ((n26 + 2401) > 2LL) {
    return (CAT_3(n, 26) | 3) & check_warp23(2582);
  }
  weigh18<<<01000, 2 * 16, sizeof(int) * 040, 0>>>(nullptr, nullptr, nullptr);
  return 0;
}
