// cudagen 0.1 seed 1327 valid
// features: kernel,maxnreg,launch,builtin_vars,main,shared_var,enum_class,if,for,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,cast_static,sizeof
#include "prelude.cuh"

enum class Op1 { Slow2, Busy3 };

__global__ void __maxnreg__(128) pack4(int count5) {
  for (int it6 = 0; it6 < 0x5; it6++) {
    Op1 z7 = Op1::Slow2;
    for (int it8 = 0; it8 < count5; it8 += 2) {
      count5 &= 0x39;
    }
  }
  if (count5 * count5) {
    return;
  }
  __shared__ float sh_9;
}
enum class Axis10 { Idle11 = 1, Add12, On13, Green14 };

__global__ void __maxnreg__(64) kick15_kernel(int stride16) {
  int i17 = threadIdx.x;
  for (int it18 = 0; it18 < stride16; it18++) {
    stride16 ^= 38;
    int f19 = ((((i17 >= 37) ? it18 : it18) * (it18 + 61L)) == 0x1) ? (24 - static_cast<unsigned int>(gridDim.x)) : stride16;
  }
  ++stride16;
}

int main() {
  int len20 = 0xe56;
  int *lo21 = &len20;
  if (lo21[6] != 0x3b) {
    return ((len20 == lo21[len20]) ? 0x7 : 0x2a) + 4098LL;
  }
  --(*lo21);
  for (int n22 = len20; n22 > 0b0; --n22) {
    kick15_kernel<<<16, 64 * 0x2>>>(static_cast<int>(1832u));
  }
  len20 -= (61);
  pack4<<<sizeof(unsigned int) * 0b1000, (512)>>>(27);
  return 0;
}
