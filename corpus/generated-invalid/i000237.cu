// cudagen 0.1 seed 237 invalid:qualified_member_declaration
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,host_function,static_host_function,main,host_global,constexpr_var,enum,if,if_init,for,pragma_unroll,while,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,alignof,macro_object
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define BLOCK_SIZE_2 128
enum Kind3 : unsigned int { HIGH4 = 1, BUSY5 = 5, ADD6, FAST7 = 10 };

static __global__ void smooth8_kernel(int len9) {
  const long *res10 = nullptr;
  static_assert((FAST7 + 10) > 19, "size check");
  len9 |= ((res10[2] * res10[4]) & res10[7]) + ((26 * res10[len9]) + (len9 | res10[len9 & 7]));
  len9 = -0x39;
}

__global__ void gather11_kernel(const int *in12, double *__restrict__ dst13, float q14, int len15) {
  #pragma unroll 8
  for (int it16 = 0, j17 = len15; it16 < j17; (++it16, (--j17))) {
    int pass18 = 0x0;
    while (pass18 < pass18) {
      if ((*dst13) != pass18) {
        q14 /= 2081 * j17;
      }
      (--dst13[pass18 & 7], (q14 /= (dst13[pass18 & 7] += q14, (0x22UL >> in12[len15 & 7]))));
      ++pass18;
    }
  }
}
static double g_apply19;

__global__ void grow20_kernel(const int *src21, const int *in22) {
  if (long long y23 = src21[0x4]; 59 != src21[y23 & 7]) {
    if (in22[y23] <= src21[0]) {
      return;
    }
    if (in22[7] > (*in22)) {
      return;
    }
  }
}

static void score24(const int *coef25, int lane26, double q27) {
  gather11_kernel<<<(lane26 + 127) / 128, (FAST7 + (FAST7 + (FAST7 + (FAST7 + 0x18)))), 0x0>>>((const int*)nullptr, (double*)nullptr, q27 + (22.25f + g_apply19), *coef25);
  constexpr char lo28 = 40;
  char w29 = (lane26 += 59u, 22);
}
struct Q_32 {
    void Q_32::run();
};

int main() {
  int size30 = 18;
  smooth8_kernel<<<1, 0x1 << 7>>>(alignof(double));
  grow20_kernel<<<(size30 + 63) / 0100, 64, 4096>>>(&size30, &size30);
  if (((+g_apply19) * (alignof(int) ^ size30)) == 21) {
    g_apply19 = 0x1b;
    int x31 = (-0x38);
  }
  return 0x0;
}
