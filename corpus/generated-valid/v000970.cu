// cudagen 0.1 seed 970 valid
// features: kernel,restrict_params,launch,device_function,host_function,static_host_function,main,shared_var,static_shared,extern_shared,constexpr_var,local_array,if,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,cast_static,macro_function,macro_statement
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define HALF_2(x) ((x) / 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__device__ float lerp4(int count5, int stride6, bool alpha7) {
  alpha7 = (stride6 & 1);
  __shared__ float sh_8[8 * 2];
  static __shared__ float sh_9[16];
  constexpr int val10 = 46U;
  count5 &= ((3 - alpha7) + (4 * stride6)) * 55;
  sh_9[5] = alpha7;
  return val10 + ((stride6 | stride6) * sh_9[count5]);
}

void host_kick11(unsigned int beta12) {
  unsigned short *flag13 = nullptr;
  ACCUM_3(beta12, (beta12));
  constexpr int sum14 = 4;
  if (beta12 > (*flag13)) {
    return;
  }
  flag13[7] -= 35;
}

__global__ void fuse15(const int *__restrict__ src16, int stride17, int *buf18, unsigned short *data19) {
  extern __shared__ int dyn_20[];
  if (src16[stride17] <= 61) {
    return;
  }
  (*buf18) &= dyn_20[4];
  data19[4]++;
  dyn_20[5]++;
  (*data19)--;
  static __shared__ float sh_21[1 << 7];
  unsigned f22 = lerp4(54, (dyn_20[stride17] <= 3) ? static_cast<int>(src16[5]) : lerp4(dyn_20[stride17], -5L, buf18 != nullptr), ((stride17 - 25lu) % (*buf18)) < 24);
}

static short run_pivot23(double beta24, unsigned int a25) {
  float tmp26{4ul};
  double flag27[4] = {57, '#', 4.0, double((43))};
  unsigned int lo28 = 54 / tmp26;
  if (lo28 >= a25) {
    return tmp26;
  }
  static_assert(sizeof(int) == 4, "expected value");
  return flag27[a25];
}

int main() {
  int n29 = 937;
  fuse15<<<1, 32>>>(nullptr, n29 - 3551, &n29, nullptr);
  host_kick11(run_pivot23(-n29, HALF_2(n29)));
  int r30 = 7;
  return 0;
}
