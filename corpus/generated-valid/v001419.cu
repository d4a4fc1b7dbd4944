// cudagen 0.1 seed 1419 valid
// features: kernel,launch,launch_dim3,builtin_vars,main,shared_var,static_shared,extern_shared,if,while,switch,goto,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,sizeof,pp_ifdef,pp_undef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 3
#else
#define TUNE_4 35
#endif
#undef TUNE_4
#define TUNE_4 48

__global__ void stencil5(int* out6, unsigned int beta7, int n8) {
  int gid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid9 >= n8)
    return;
  beta7 %= 0x1103;
  static __shared__ int sh_10;
  if (out6 == nullptr) {
    goto done12;
  }
  switch (threadIdx.z) {
  case 3: {
    float f11 = 18 | n8;
    --f11;
    break;
  }
  case 10:
    break;
  case (9):
    if (((*out6) * 64l) == 11)
      return;
    break;
  }
done12:;
}

__global__ void combine13(int lane14, int n15) {
  extern __shared__ int dyn_16[];
  dyn_16[2] -= blockDim.x;
  __shared__ float sh_17[16];
  int iter18 = 0;
  if (dyn_16[3] <= 6l) {
    goto finish19;
  }
  while (iter18 < lane14) {
    n15++;
    ++iter18;
  }
  lane14++;
finish19:;
}

int main() {
  int size20 = 971;
  stencil5<<<(size20 + 0x1F) / 32, dim3((size20 + 31) / 32, 2)>>>(nullptr, 22, sizeof(unsigned int) >> size20);
  int val21 = size20;
  unsigned int w22 = 14;
  size20 = val21 % size20;
  combine13<<<dim3(1 << 0x8, sizeof(float) * 0x80, (w22 + 63) / 0x40), dim3((512), 16)>>>(size20, val21);
  return 0;
}
