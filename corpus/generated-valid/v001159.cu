// cudagen 0.1 seed 1159 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,host_function,constexpr_function,main,shared_var,static_shared,struct,aligned_struct,if,if_else,for,switch,static_assert,bitwise,shift,logical,comparison,pointer_arith,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define ADD3_2(a, b, c) ((a) + (b) + (c))

#ifdef USE_FAST_PATH_3
#define TUNE_4 6
#else
#define TUNE_4 19
#endif

__device__ int rank5(bool q6) {
  if (35ul <= q6) {
    return q6 & (q6 ^ q6);
  }
  if ((q6 >= 0b11100) || (q6 != 13l)) {
    return sizeof(long);
  }
  if (q6 < q6) {
    return q6;
  }
  q6 = q6;
  q6 = q6;
  q6 = !((q6) > 21u);
  return 6 * q6;
}

__device__ __forceinline__ size_t scatter7(unsigned long q8, long b9) {
  for (int it10 = 0; it10 < b9; ++it10) {
    bool diff11 = 1;
  }
  static_assert((TUNE_4 + 9) == 28, "expected value");
  return static_cast<float>(b9);
}

struct __align__(8) Stats12 {
  int mass13;
  unsigned int x14;
  int x15;
};

static __global__ void lerp16(int *out17, int lane18) {
  int prod19 = lane18;
  static __shared__ Stats12 sh_20[8];
  for (int it21 = 0b110; it21 > 0; --it21) {
    if ((5 + prod19) >= out17[it21 & 7]) {
      switch (it21 * sh_20[5].x14) {
      case sizeof(unsigned int) * 3: {
        prod19 = 0b1001 - prod19;
        unsigned stride22 = lane18;
        break;
      }
      case 10:
        break;
      }
    } else {
    }
  }
}

constexpr int host_norm23(int stride24) {
  stride24 = 44;
  return stride24;
}

int main() {
  int n25 = 2930;
  if (n25 >= n25) {
    for (int j26 = 0; j26 < n25; j26++) {
      n25 = n25 & (59U + (n25 - j26));
      lerp16<<<TUNE_4 + 493, dim3((j26 + 63) / 64), 1 << 10, 0>>>(nullptr, (17ul / n25));
    }
  }
  return 0;
}
