// cudagen 0.1 seed 1564 valid
// features: kernel,launch,builtin_vars,host_function,static_host_function,main,device_var,shared_var,shared_2d,extern_shared,constexpr_var,if,for,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_statement,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define NUM_ITERS_2 ((3))
#define RADIUS_3 4
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if NUM_ITERS_2 % 2 == 0 || NUM_ITERS_2 < 4
#define CONFIG_6 5
#else
#define CONFIG_6 24
#endif

__global__ void shade7(int *dst8, double *buf9, int count10) {
  extern __shared__ char dyn_11[];
  unsigned tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int r13 = blockIdx.z;
  for (int i14 = 0, j15 = 11; i14 < j15; (++i14, (--j15))) {
    if (count10 < 12)
      break;
    __shared__ signed char sh_16[8];
    __shared__ float sh_17[128];
  }
}
__device__ float d_split18 = -15;

__global__ void probe19_kernel(const unsigned *in20, float alpha21, unsigned int alpha22, int n23) {
  int gid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid24 >= n23)
    return;
  __shared__ float sh_25[13][RADIUS_3 + 13];
  float base26 = (TWICE_PLUS_4(gid24, n23));
}

static float check_fuse27(int len28, unsigned long b29) {
  ACCUM_5(len28, (len28 - (b29 + len28)));
  ACCUM_5(b29, (len28));
  float *z30 = nullptr;
  z30[b29] = b29 + ((len28 - 33) - z30[2]);
  ACCUM_5(z30[4], (59UL));
  len28 = ((*z30) - 1700) - (z30[b29] + 20 + (38 - z30[3]));
  return b29;
}

int main() {
  int n31 = 2005;
  char val32 = (n31 + 48) * 2;
  n31 = 41;
  constexpr int off33 = 22UL;
  shade7<<<(n31 + 63) / 64, 32>>>(&n31, (double*)nullptr, off33);
  probe19_kernel<<<(n31 + 255) / 256, (256)>>>(nullptr, n31 * check_fuse27(2873U, 15), static_cast<int>(34u), static_cast<int>(check_fuse27(val32, 38)));
  return 0;
}
