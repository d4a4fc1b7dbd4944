// cudagen 0.1 seed 1493 valid
// features: kernel,launch,launch_shared_mem,device_function,static_device_function,host_function,constexpr_function,main,shared_var,static_shared,if,for,switch,switch_fallthrough,comparison,incdec,comma,array_index,call,lit_int_octal,lit_int_suffix,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
// Helper used by the kernels below.

__global__ void norm3_kernel(int count4, bool b5, int n6) {
  static __shared__ float sh_7[8];
  if (b5) {
    return;
  }
  ACCUM_1(count4, (0u));
}

int host_sweep8(int count9, short a10) {
  bool m11 = a10 == count9;
  m11 = (61lu - count9) <= m11;
  return a10;
}

__global__ void update12(int lane13) {
  --lane13;
  __shared__ long sh_14[16];
  for (int j15 = 0, j16 = 4; j15 < j16; (++j15, (--j16))) {
    lane13 = 60;
    ACCUM_1(sh_14[j15], (lane13));
  }
  __shared__ float sh_17[16];
  sh_17[13] = sh_14[017];
}

static __device__ float weigh18(int n19, int stride20) {
  long s21 = 033;
  ACCUM_1(n19, (stride20));
  int lim22 = 21UL;
  stride20 = lim22;
  lim22 = s21;
  return n19;
}

constexpr int run_drift23(int lane24, int stride25) {
  unsigned short sum26{34};
  unsigned short m27 = 32lu;
  return lane24 * (CAT_2(m, 27) - m27);
}

int main(void) {
  int size28 = 858;
  switch (size28) {
  case (7):
    break;
  case 3:
  case 3 * 2:
    break;
  case (10):
    if (10 < size28) {
      return (-size28) + 50lu;
    }
    size28 = CAT_2(size, 28);
    break;
  default: {
    int flag29 = size28;
    break;
  }
  }
  run_drift23(size28, size28);
  norm3_kernel<<<2, 32>>>(53, host_sweep8(size28 - size28, 57) <= size28, size28 - 061);
  update12<<<128, 64, 64 * 4>>>(23);
  return 0;
}
