// cudagen 0.1 seed 186 valid
// features: kernel,launch_bounds,launch,device_function,host_device_function,host_function,constexpr_function,main,constexpr_var,local_array,auto_var,const_local,if,for,while,static_assert,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 5
#define RADIUS_2 64
#define NUM_ITERS_3 (3)
#define CAT_4(a, b) a##b
#undef RADIUS_2
#define RADIUS_2 12

__device__ void bump5(unsigned long beta6, int* out7, int* acc8) {
  beta6 = beta6 - 55ul;
  int sum9 = ((sizeof(float) * acc8[0x2]) - (*out7)) * 60u;
  sum9 = (int)(*acc8);
  int iter10 = 0x0;
  while (iter10 < sum9) {
    (*out7) = static_cast<float>(*acc8);
    long long cnt11[5]{static_cast<long long>(RADIUS_2), 46, 4ll, -42, 16};
    ++iter10;
  }
}

constexpr int check_apply12(int count13) {
  return (RADIUS_2 - (count13 * count13)) >> (4'680 + (CAT_4(count, 13)));
}

__host__ __device__ int march14(const float* coef15, int len16, int stride17) {
  for (int i18 = 0; i18 < len16; ++i18) {
    const unsigned int v19 = (int)(stride17 + 14 + 43);
    len16 = i18;
  }
  for (int j20 = 0x0; j20 < 0b1101; j20++) {
    len16 = 24lu;
    float idx21[2] = {7.f, 10};
  }
  auto x22 = ((sizeof(unsigned int) + coef15[7]) * CAT_4(stride, 17)) / (len16 * (*coef15) * coef15[7]);
  return x22;
}

__global__ void __launch_bounds__(0x40 * 16) sweep23_kernel(size_t cfg24) {
  cfg24 = cfg24 * cfg24;
  cfg24 = 18;
  unsigned flag25 = ((53 * cfg24) / (CAT_4(cfg, 24) >> cfg24)) - (cfg24 - cfg24);
  cfg24 = flag25;
  for (int n26 = 0; n26 < 9; n26++) {
    static_assert(sizeof(int) == 4, "tile must fit");
  }
  cfg24 = CAT_4(cfg, 24);
}

int main() {
  int n27 = 3501;
  for (int n28 = 0; n28 < 0b100; ++n28) {
    sweep23_kernel<<<32 * (RADIUS_2 + (NUM_ITERS_3 + 0x1)), (64)>>>((unsigned short)(n27 / n28));
    float f29 = 8 + n28;
    if (!(CAT_4(f, 29) > f29))
      break;
  }
  return 0;
}
