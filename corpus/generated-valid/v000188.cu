// cudagen 0.1 seed 188 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,host_function,main,constant_array,shared_var,constexpr_var,struct,struct_template,namespace,for,bitwise,shift,comparison,incdec,comma,address_of,member_access,lit_float,lit_nullptr,sizeof,macro_object,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define RADIUS_2 5
#define NUM_ITERS_3 64
#define SQR_4(x) ((x) * (x))
#define ADD3_5(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

#ifndef USE_FAST_PATH_8
#define TUNE_9 14
#else
#define TUNE_9 58
#endif

#if TUNE_9 % 2 == 0 || TUNE_9 < 4
#define CONFIG_10 5
#else
#define CONFIG_10 30
#endif

template <typename T>
struct Body11 {
  T sum12;
};

namespace kern13 {
__constant__ float c_grow14[2] = {54, 14.125F};

struct Span15 {
  int id16;
  float sum17;
  double hi18;
  short mass19;
};
} // namespace kern13

__global__ void __launch_bounds__(32 * 4, 1) scale20_kernel(int *acc21, int lane22, bool beta23, const int *src24) {
  float flag25 = NUM_ITERS_3;
  __shared__ unsigned int sh_26[8];
}

void check_march27(Body11<double> a28) {
  for (int j29 = 0, j30 = 7; j29 < j30; (++j29, (--j30))) {
    for (int n31 = 0; n31 < j30; ++n31) {
      scale20_kernel<<<(j29 + 63) / 64, 2 * 16, 1 << (RADIUS_2 + 3)>>>(nullptr, sizeof(int), a28.sum12 >= ((n31 + j30) ^ CONFIG_10), nullptr);
      a28 = Body11<double>{4};
      unsigned long cnt32 = sizeof(int);
    }
  }
  a28 = a28;
}

int main() {
  int n33 = 919;
  n33 = n33 * ((sizeof(float) * n33) % n33);
  n33++;
  return 0;
}
