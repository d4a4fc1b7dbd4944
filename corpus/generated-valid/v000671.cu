// cudagen 0.1 seed 671 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,shared_var,extern_shared,constexpr_var,if,for,pragma_unroll,switch,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 26
#endif

static __global__ void apply6(int count7, double *__restrict__ data8) {
  data8[count7] = count7;
  (*data8) -= sizeof(long long) % count7;
  if ((count7 ^ count7) <= 0b10101) {
    return;
  }
  if ((count7 & TUNE_5) == 0b10) {
    return;
  }
  data8[count7] = *data8;
  double base9 = +count7;
}

__global__ void step10_kernel(double *__restrict__ acc11) {
  extern __shared__ int dyn_12[];
  int e13((((*acc11) * 046) - 54) + (10U | dyn_12[7]));
  __shared__ int sh_14[16];
  dyn_12[e13]--;
}

__global__ void march15(const unsigned *__restrict__ src16, signed char *dst17, const int *src18, const double *input19) {
  extern __shared__ unsigned int dyn_20[];
  float off21 = input19[0] + ((+(*src18)) * 9.625F);
  int f22 = static_cast<int>(SQR_1(off21)) - (static_cast<int>(dyn_20[5]) & dst17[0]);
  dyn_20[f22]--;
}

void host_split23(long *buf24, int *__restrict__ acc25, const unsigned *__restrict__ input26) {
  static_assert(sizeof(int) == 4);
  for (int i27 = 0; i27 < 0b10000; ++i27) {
    for (int j28 = 0; j28 < i27; j28++) {
      apply6<<<64, sizeof(int) * 0b100000, 0, nullptr>>>(-042l, reinterpret_cast<double*>(buf24));
      --acc25[7];
      int k29(((i27 - j28) >> 0) | (static_cast<short>(2) - (*buf24)));
    }
  }
}

__global__ void drift30(int count31, int count32, int stride33) {
  stride33--;
  if (!(count31 <= 61)) {
    return;
  }
  count31 <<= 22U >> (-count32);
}

__global__ void gather34(long long *buf35, unsigned int *__restrict__ buf36) {
  buf36[3] = SQR_1(buf36[0]);
  switch ((*buf36) * buf35[3]) {
  case 2 * 3:
    #pragma unroll 4
    for (int it37 = 0; it37 < (4); it37 += 3) {
      double m38 = ((22U * it37) & ((*buf36) + 28)) - (it37 + 19.875 + SQR_1(buf35[it37 & 7]));
      if ((*buf36) != buf36[it37 & 7]) {
        return;
      }
    }
    break;
  case 2:
    break;
  }
}

int main() {
  int count39 = 2992;
  cudaStream_t k40 = nullptr;
  float res41 = count39;
  res41--;
  step10_kernel<<<(count39 + 037) / 32, 1 << 6, sizeof(double) * 256, k40>>>(nullptr);
  march15<<<2, 16 * 0b1000, 1024>>>(nullptr, nullptr, nullptr, nullptr);
  drift30<<<020 * 8, 512>>>(sizeof(unsigned long), sizeof(int), SQR_1((count39 << sizeof(int))));
  return 0;
}
