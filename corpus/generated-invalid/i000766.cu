// cudagen 0.1 seed 766 invalid:shared_initializer
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,host_global,constexpr_var,auto_var,const_local,enum,if,for,pragma_unroll,while,do_while,static_assert,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define CAT_2(a, b) a##b

#ifndef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 30
#endif

__global__ void march5_kernel(int count6, int stride7) {
  int idx8 = threadIdx.x;
  if (idx8 >= stride7) {
    return;
  }
  long flag9 = (CAT_2(count, 6));
  const unsigned lim10 = count6;
}
enum Axis11 { IDLE12, FAST13, HIGH14, RED15 };

extern "C" {
__device__ void fuse22(int count23) {
  int iter24 = 0;
  while (iter24 < iter24) {
    count23 = count23;
    char flag25 = CAT_2(iter, 24);
    if (0xf != (flag25 * 0x3)) {
      return;
    }
    ++iter24;
  }
}

__global__ void bias16_kernel(int len17, signed char b18, int len19) {
  __shared__ int sh_init51 = 0;
  int gid20 = threadIdx.x;
  b18--;
  if (len19 <= (len17 * len19)) {
    return;
  }
  b18 = (int)(53L * len17);
  int idx21 = gid20 + ((b18 - 44U) ^ 13l);
  len17 = len19;
}
}
static long long g_lerp26;

template <typename T, int N = 7>
__global__ void combine27_kernel(T beta28, const T *src29) {
  unsigned int idx30 = threadIdx.x;
  Axis11 prod31 = IDLE12;
  fuse22(((CAT_2(idx, 30)) & 0x1) ? (2U) : (63u - prod31));
  #pragma unroll
  for (int i32 = 0; i32 < 3; ++i32) {
    beta28 = prod31 | ((22ULL % idx30) + 0b111010lu);
    auto idx33 = 2.375;
  }
  Axis11 m34 = prod31;
  T w35 = 19 - idx30;
}
// Layout: row-major, no padding.

template <class T, int N = 7>
__global__ void __launch_bounds__(sizeof(int) * 0x20, HIGH14) step36(const T *in37, T b38, int n39, float *data40) {
  int gid41 = threadIdx.x;
  if (gid41 >= n39) {
    return;
  }
  T stride42 = +ADD3_1(warpSize, 7 * gid41, ~n39);
  if (stride42 >= (*in37)) {
    return;
  }
  int w43 = 0;
  do {
    n39 = (61 ^ static_cast<int>(*in37)) * w43;
    ++w43;
  } while (w43 < 0x6);
  if ((w43 > gridDim.x) && (b38 == 0x28U)) {
    return;
  }
  const int tmp44 = TUNE_4 >> ((~w43) ^ ((w43 == b38) ? 7u : 0x738ul));
}

inline int run_tally45(int n46) {
  combine27_kernel<long, 0x8><<<dim3((n46 + 255) / 256), (256), 0, (cudaStream_t)0>>>(ADD3_1(g_lerp26 ^ TUNE_4, n46, g_lerp26 & g_lerp26), nullptr);
  double flag47 = -TUNE_4;
  static_assert(sizeof(int) == 4, "tile must fit");
  if (float(g_lerp26) > 44) {
    return CAT_2(n, 46);
  }
  flag47++;
  int k48 = n46;
  return 18;
}

int main() {
  int n49 = 3129;
  bias16_kernel<<<dim3((n49 + 63) / 64), RED15 + (RED15 + (HIGH14 + 0x78))>>>(((int)g_lerp26) + run_tally45(n49), -(-4), run_tally45((unsigned long)43l));
  float stride50 = 35ull | (g_lerp26 - (~n49));
  march5_kernel<<<dim3(1 << 0x3, 1 << 1, 2), dim3(256)>>>(run_tally45(ADD3_1(n49, g_lerp26, stride50)), 7ul * run_tally45(0x13));
  step36<double, (2 * (HIGH14 + (FAST13 + 1)))><<<RED15 + 0x3d, dim3(sizeof(unsigned int) * 128, 0x40)>>>(nullptr, 0b111110, (n49 - 17u) << 0b110, nullptr);
  return 0;
}
