// cudagen 0.1 seed 750 invalid:kernel_in_inline_unnamed_namespace
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,device_function,default_args,main,shared_var,extern_shared,constexpr_var,struct,if,if_else,goto,nested_block,static_assert,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 2
#else
#define TUNE_3 59
#endif

struct Sample4 {
  short val5;
  float val6;
};

__global__ void clamp7(int *buf8, const int *src9)
{
  float r10 = ((*buf8) + src9[1]) / 0b1001;
  if (r10 > (*src9)) {
    return;
  }
  if ((((unsigned int)src9[4]) & 1)) {
    return;
  }
}

struct Vec11 {
  int vel12;
  float flag13;
  unsigned sum14;
};

struct Node15 {
  int vel16;
  unsigned char lo17;
};
inline constexpr float kB18 = 3.75F;
// Helper used by the kernels below.

template <typename T, class U>
__global__ void decay19(U *buf20)
{
  {
    buf20[3]++;
    static_assert(((6)) > 5, "expected value");
  }
}
inline constexpr long RADIUS21 = 3;

__global__ void weigh22(int lane23)
{
  extern __shared__ float dyn_24[];
  __shared__ float sh_25[(RADIUS21 + 29) * 2];
  if (!(lane23 & 1)) {
    goto skip26;
  }
  lane23 = RADIUS21;
skip26:;
}
// Layout: row-major, no padding.

__global__ void filter27(float *acc28)
{
  float m29 = (float)kB18;
  acc28[0b10] = RADIUS21;
  if (kB18 >= (m29 * kB18)) {
    return;
  }
}

__device__ double count30(int len31, int lane32 = 48)
{
  Node15 y33 = {-4, 60};
  y33 = Node15{-39L, 14U};
  len31 = -1028LL;
  len31 = 24 / (lane32 / lane32);
  --y33.lo17;
  lane32 = kB18;
  return (48 * lane32) ^ (len31 + 921);
}
inline namespace {
__global__ void hidden_kernel36(int *p) { p[0] = 0; }
}

int main()
{
  int size34 = 2550;
  double acc35 = sizeof(Sample4) % (size34 & (47 & size34));
  if ((acc35 += RADIUS21, size34) >= (11l * acc35)) {
    size34 = +((RADIUS21 + size34) * size34);
    clamp7<<<dim3((size34 + 31) / 32), (TUNE_3 + (RADIUS21 + 2)) * 2>>>(&size34, nullptr);
    acc35 = RADIUS21;
  } else if (size34 == kB18) {
    return acc35;
  }
  decay19<float, int><<<dim3((size34 + 127) / 128, (size34 + 255) / 256), dim3((size34 + 127) / 128)>>>(&size34);
  weigh22<<<32, (64)>>>(RADIUS21);
  filter27<<<(RADIUS21 + 1) * (RADIUS21 + 1), 32>>>((float*)nullptr);
  return 0;
}
