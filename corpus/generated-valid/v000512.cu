// cudagen 0.1 seed 512 valid
// features: kernel,restrict_params,launch,launch_shared_mem,host_function,main,local_array,enum_class,if,if_init,for,switch,switch_fallthrough,static_assert,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,sizeof,alignof,macro_function,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
static_assert(9 > 8);

__global__ void combine2_kernel(int count3) {
  int diff4 = (count3 < count3) ? (count3 + count3 + count3) : (HALF_1(count3) + 5);
  diff4 = (0LL / count3) / (diff4 - (diff4 ? diff4 : 0x7));
  count3 += (diff4);
  unsigned int acc5 = (064 + count3) * count3;
  if (diff4 != 21) {
    return;
  }
}
enum class Level6 { Idle7, Blue8 = 2, High9, Idle10 };

__global__ void shade11(const unsigned long* coef12) {
  long stride13 = ((float)coef12[6]) - 11;
  float sum14[2] = {};
  if (unsigned s15 = 0xd; (sum14[stride13] >= stride13) || (coef12 == nullptr)) {
    for (int j16 = 0; j16 < 7; j16++) {
      int e17{0x7};
      Level6 val18 = Level6::Idle7;
    }
  }
}

__global__ void pack19_kernel(int* __restrict__ buf20) {
  int q21 = 2242;
  if ((q21 + (+q21)) > (*buf20)) {
    switch (buf20[q21] * 27UL) {
    case (1):
      if (buf20[q21] < buf20[6]) {
        return;
      }
      break;
    case 6:
      switch (q21) {
      case 11:
        q21 += sizeof(float) + q21;
        buf20[q21] *= buf20[q21] * buf20[0x4];
        break;
      case 5 * 2:
        break;
      case (8):
        break;
      default:
        break;
      }
      break;
    case 5:
      break;
    default:
      break;
    }
  }
}
// Returns the accumulated value.

unsigned short check_warp22(float beta23, long* __restrict__ out24, Level6 alpha25) {
  switch (alpha25) {
  case Level6::Idle7:
    combine2_kernel<<<sizeof(float) * 2, sizeof(unsigned int) * 32>>>(431ul);
    switch (*out24) {
    case 0x2:
      beta23 = alignof(float);
      break;
    case 9:
      combine2_kernel<<<(128), (512), 0x100>>>(beta23);
      break;
    default:
      break;
    }
    [[fallthrough]];
  case Level6::Blue8:
    break;
  }
  return 40ll;
}

int main() {
  int len26 = 0x393;
  len26 = len26 + len26;
  pack19_kernel<<<sizeof(int) * 0x2, 64, 0x100>>>(&len26);
  if ((len26) != len26) {
    return HALF_1(len26);
  }
  len26 &= len26;
  shade11<<<(len26 + 127) / 128, 512, 0>>>(nullptr);
  return 0;
}
