// cudagen 0.1 seed 253 invalid:goto_bypasses_init
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,host_function,default_args,main,local_array,enum_class,namespace,if,if_init,while,ternary,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_functional,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

namespace util3 {
__global__ void __launch_bounds__(1024, 4) stencil4_kernel(double b5) {
  b5 = (772 * b5) - 2;
  b5 = b5;
  b5 = -17.125f;
  b5--;
}
} // namespace util3

__global__ void __launch_bounds__(128 * 0x2, 4) march6_kernel(double b7, int lane8, float cfg9, const float *coef10) {
  --cfg9;
  long prod11 = 10;
  if (prod11) {
    float val12 = 8.375F;
    val12 = 19.125f;
    ++lane8;
  }
}

__global__ void pack13(unsigned int p14) {
  p14++;
  --p14;
  p14 = p14;
  --p14;
}

namespace kern15 {
enum class Level16 { Red17, Low18 };
} // namespace kern15

namespace detail19 {
enum class Op20 {
  Add21 = 3,
  High22 = 6,
  Blue23,
  Green24,
  Mul25 = 12
};

__global__ void fold26(detail19::Op20 b27, float *__restrict__ acc28) {
  acc28[0] = acc28[1];
  int w29 = 0;
  while ((w29 < 10) && (((*acc28) + acc28[w29]) >= w29)) {
    --(*acc28);
    ++w29;
  }
  unsigned char sum30 = 32U;
  sum30 = 37;
}

__host__ void tile31(unsigned int a32, int lane33, const char *__restrict__ in34) {
  if ((a32 / a32) >= (a32 - 1510UL)) {
    if (int val35 = a32 * 6; (a32 - 4434UL) >= ((-lane33) % (15 + val35))) {
      int diff36 = 45;
      val35 = 0;
    }
  }
}
} // namespace detail19

int trace37(int len38, int count39 = 4007ul) {
  len38 = 6 + (len38 % 2847ULL) + (((count39 >= sizeof(double)) ? count39 : count39) ^ (5 % len38));
  len38 = unsigned(60);
  const char *mid40 = "\x41\102";
  return mid40[1] + count39 + 0x6;
}

int main() {
  int len41 = 0xF3C;
  {
    if (len41 > 3) goto skip44;
    int value45 = len41 * 2;
    skip44:
    len41 += value45;
  }
  int x42[4]{8, 24, 55, 30};
  x42[len41 & 3] = trace37(0x23, len41);
  unsigned int flag43{59};
  len41--;
  util3::stencil4_kernel<<<(flag43 + 255) / 0x100, sizeof(unsigned int) * 128, sizeof(float) * 256>>>(len41 / len41);
  march6_kernel<<<256, 32, sizeof(int) * 64>>>(5U, 0xFul + (len41 & 28), trace37(flag43) % (flag43 + len41), nullptr);
  pack13<<<sizeof(float) * 8, 16 * 4, sizeof(float) * 128>>>(size_t(len41 ^ flag43));
  return 0x0;
}
