// cudagen 0.1 seed 363 valid
// features: kernel,launch,launch_shared_mem,host_function,default_args,main,constant_array,managed_var,host_global,constexpr_var,using_alias,for,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_functional,cast_static,sizeof,macro_object
#include "prelude.cuh"

#define RADIUS_1 256
#define NUM_ITERS_2 (3)
using idx3_t = int;

__global__ void drift4(const int* in5, float q6) {
  for (int n7 = 0; n7 < 9; ++n7) {
    --q6;
    q6 += 0x1D + (in5[n7] >> (998u >> n7));
  }
}
__managed__ unsigned int m_shade8[64] = {0x38UL};

void update9(int stride10, idx3_t n11, float a12 = 3.875f) {
  n11 = 0x6 * stride10;
  a12 *= 52U + a12;
  int f13 = n11;
}

double host_smooth14(int len15, int n16 = 28) {
  long diff17 = len15;
  if (m_shade8[diff17] != NUM_ITERS_2) {
    goto skip18;
  }
  m_shade8[len15] &= diff17;
skip18:;
  return m_shade8[0x1];
}
const char* g_reduce19 = "warp size";
__constant__ idx3_t c_decay20[4] = {64u, '#', 64ul, 38};

inline void drift21(bool beta22) {
  idx3_t w23 = host_smooth14(37u - (g_reduce19[1] - beta22), float(g_reduce19[1]));
  for (int n24 = 0, j25 = 6; n24 < j25; (++n24, (--j25))) {
    update9(m_shade8[j25], w23);
    double e26 = -0x41;
  }
  m_shade8[w23] *= 46 * beta22;
}

int main() {
  int len27 = 1397;
  len27 -= len27;
  unsigned int res28 = (NUM_ITERS_2 <= (len27 - (55 / g_reduce19[1]))) ? host_smooth14(+len27, sizeof(idx3_t)) : g_reduce19[0x1];
  drift4<<<0x80, sizeof(float) * (NUM_ITERS_2 + (NUM_ITERS_2 + (NUM_ITERS_2 + (NUM_ITERS_2 + 4)))), sizeof(int) * (NUM_ITERS_2 + (RADIUS_1 + 765))>>>(nullptr, static_cast<float>(len27));
  return 0;
}
