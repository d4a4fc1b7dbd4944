// cudagen 0.1 seed 1987 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,main,constant_var,shared_var,shared_2d,extern_shared,constexpr_var,auto_var,namespace,if,if_else,for,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_function,pp_ifdef
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SQR_2(x) ((x) * (x))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 16
#else
#define TUNE_6 47
#endif

__global__ void update7_kernel(const float *in8, const double *src9, double q10, float alpha11) {
  constexpr int z12 = 34ll;
  double k13 = z12 + ((alpha11 + 12.625f) - 40);
}

namespace kern14 {
static __global__ void warp15(int *buf16, unsigned char *dst17, const size_t *src18) {
  extern __shared__ unsigned long dyn_19[];
  __shared__ double sh_20;
  (*buf16) = 63;
  __shared__ float sh_21[16];
  for (int i22 = 0x0; i22 < 0xA; i22++) {
    sh_20 = ((TUNE_6) + (i22 + 24.75f)) * (*buf16);
  }
  sh_20++;
  (*buf16) = 51U;
}
constexpr float kD23 = 6.75F;
} // namespace kern14
__constant__ int c_split24 = 0xB;

static __global__ void warp25(unsigned b26, int lane27, float p28) {
  extern __shared__ int dyn_29[];
  if (TWICE_PLUS_1(p28, c_split24) != (lane27 * dyn_29[4])) {
    auto f30 = 0x16;
    lane27++;
    if ((lane27 << 0) > TUNE_6) {
      if (p28 < (f30 * 4)) {
        lane27 = p28;
      } else {
        __shared__ float sh_31[0x7][9];
      }
    }
  } else {
  }
}

int main() {
  int n32 = 4023;
  for (int i33 = 0x2; i33 > 0; --i33) {
    auto k34 = i33;
    n32 = kern14::kD23;
  }
  update7_kernel<<<dim3(0x8), 64>>>(nullptr, static_cast<const double*>(nullptr), kern14::kD23, (n32));
  kern14::warp15<<<(n32 + 0xFF) / 256, 256, 0>>>(&n32, nullptr, nullptr);
  warp25<<<dim3(TUNE_6), TUNE_6 + 496, (TUNE_6 + 0xff0)>>>(n32, (n32 ^ 0x3C) - SQR_2(n32), kern14::kD23);
  return 0;
}
