// cudagen 0.1 seed 1143 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,shared_var,static_shared,constexpr_var,auto_var,enum,if,if_else,if_init,for,pragma_unroll,while,do_while,switch,goto,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
enum Color2 { SLOW3, MUL4, FAST5 };

__global__ void __launch_bounds__(MUL4 + (FAST5 + (FAST5 + (FAST5 + (MUL4 + 24))))) relax6(int lane7, int* __restrict__ out8)
{
  #pragma unroll 2
  for (int i9 = 0; i9 < (MUL4 + 12); i9++) {
    __shared__ float sh_10[256];
    lane7 = 35ll | MOD8_1(out8[4]);
  }
  auto u11 = lane7;
  unsigned int e12 = 10l;
}

__global__ void __launch_bounds__(128) stencil13_kernel(int* out14, const float* __restrict__ src15, const int* input16)
{
  int pass17 = 0;
  if (out14[pass17] != MOD8_1(pass17)) {
    goto skip23;
  }
  do {
    for (int i18 = pass17; i18 > 0; --i18) {
      if (double lim19 = input16[pass17 & 7] - (pass17 / (7.0 + input16[4])); input16[i18] >= 39) {
        float e20(pass17);
        out14[2] = 53;
      } else {
        double tmp21 = i18;
        static __shared__ short sh_22[128];
      }
    }
    ++pass17;
  } while (pass17 < pass17);
skip23:;
}

__global__ void reduce24_kernel(int n25, int stride26)
{
  if ((stride26 & 1)) {
    goto out30;
  }
  if (n25 == stride26) {
    return;
  }
  if (auto diff27 = (int)((41ul & stride26) % (~n25)); ((int)(+diff27)) >= static_cast<int>(56l)) {
    if (float idx28 = (4.625f - diff27) + (diff27 & stride26); MOD8_1(stride26) < ((n25 - n25) * ((int)idx28))) {
      Color2 x29 = FAST5;
      stride26 %= (unsigned char)x29;
    } else {
    }
  } else {
  }
out30:;
}

void check_norm31(int n32)
{
  n32++;
  n32 = n32;
  stencil13_kernel<<<sizeof(unsigned int) * (MUL4 + (FAST5 + MUL4)), 256, (FAST5 + 1022) * (MUL4 + (FAST5 + MUL4))>>>(static_cast<int*>(nullptr), nullptr, &n32);
  int iter33 = 0;
  while (iter33 < (FAST5 + 6)) {
    ++n32;
    ++iter33;
  }
  auto off34 = (18ul);
  Color2 u35 = FAST5;
}

int main()
{
  int len36 = 2770;
  if ((len36 - 4339ULL) != (len36)) {
    int u37 = MOD8_1((len36 - len36) % (MUL4 - len36));
  } else if (len36 > len36) {
    switch (len36) {
    case MUL4 + 4:
      len36 -= len36;
      len36 *= 3 + ((len36 % len36) % len36);
      break;
    }
  } else {
  }
  relax6<<<(len36 + 255) / 256, sizeof(int) * (MUL4 + 63), (FAST5 + 510) * FAST5, nullptr>>>(sizeof(float), &len36);
  reduce24_kernel<<<sizeof(float) * 8, FAST5 + (MUL4 + (MUL4 + 124))>>>(len36, FAST5);
  return 0;
}
