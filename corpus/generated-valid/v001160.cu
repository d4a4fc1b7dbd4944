// cudagen 0.1 seed 1160 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,host_function,main,shared_var,static_shared,constexpr_var,if,while,goto,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,sizeof,pp_ifdef,comments
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 12
#else
#define TUNE_2 19
#endif

void check_relax3(const float *src4, short *dst5) {
  int m6 = (int)(dst5[4] * (*dst5));
  (*dst5)++;
}
// Helper used by the kernels below.

template <typename T, typename U>
__global__ void decay7(const T *coef8, U *dst9, const unsigned int *src10) {
  unsigned char mid11 = 13;
  dst9[2] = sizeof(U);
  constexpr int diff12 = -48;
  T s13 = *src10;
}

template <class T, int N = 4>
__global__ void pack14(T alpha15, T a16, unsigned *buf17, int n18) {
  static __shared__ short sh_19;
  if (58 != n18) {
    goto done21;
  }
  if (!(!buf17)) {
    int pass20 = 0x0;
    while ((pass20 < pass20) && ((a16 >= 0x36) && (buf17 == nullptr))) {
      sh_19++;
      a16 = sizeof(T) + (a16 + n18) + a16;
      ++pass20;
    }
  }
done21:;
}

int main() {
  int n22 = 602;
  if (n22 - n22) {
    return 0x3 * n22;
  }
  constexpr int lim23 = ((3));
  decay7<float, int><<<(n22 + 63) / 0x40, sizeof(unsigned int) * 16, sizeof(float) * 256, nullptr>>>(nullptr, (int*)nullptr, (const unsigned*)nullptr);
  decay7<unsigned int, double><<<(n22 + 255) / 256, (128), 512 * 8>>>(nullptr, (double*)nullptr, nullptr);
  pack14<int, (sizeof(float))><<<(n22 + 63) / 64, sizeof(unsigned int) * 0x8, sizeof(float) * 128, 0>>>(n22, 43UL, (unsigned int*)nullptr, lim23);
  return 0;
}
