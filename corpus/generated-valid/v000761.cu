// cudagen 0.1 seed 761 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,main,constant_array,managed_var,host_global,constexpr_var,if,if_else,switch,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,macro_paste,pp_undef
#include "prelude.cuh"

#define WARPS_1 16
#define BLOCK_SIZE_2 4
#define RADIUS_3 (3)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#undef WARPS_1
#define WARPS_1 8
const long long g_scatter7 = -438;
__managed__ float m_apply8[4] = {-0xb, 15.125F, 22.75f};
__constant__ int c_pivot9[4] = {24L, -36, 3018l, 1};
const bool g_combine10 = 1;

__global__ void relax11_kernel(int *data12, const short int *in13, const int *input14) {
  if ((*in13) > BLOCK_SIZE_2) {
    return;
  }
  constexpr int lo15 = 48UL;
}

__global__ void grow16(unsigned int alpha17, const unsigned int *src18, double beta19) {
  switch (c_pivot9[alpha17]) {
  case 0x3:
    break;
  case (0xb):
    break;
  default: {
    constexpr int h20 = -0x37;
    break;
  }
  }
  --m_apply8[alpha17 & 0x3];
  alpha17++;
  switch (src18[alpha17]) {
  case 2 * 2:
    break;
  default:
    beta19 /= m_apply8[0];
    break;
  }
  int stride21 = (float)(WARPS_1 - (m_apply8[alpha17] + CAT_6(beta, 19)));
}

int main() {
  int len22 = 2927;
  if (((int)m_apply8[len22 & 0x3]) == (2 & len22)) {
    relax11_kernel<<<1, 1 << WARPS_1, 64 * (RADIUS_3 + 1)>>>(nullptr, nullptr, (const int*)nullptr);
    grow16<<<dim3((len22 + 255) / 256, 2 * 2, (len22 + 255) / 256), dim3(4, (len22 + 31) / 32)>>>(len22, nullptr, m_apply8[2]);
    if (CAT_6(len, 22) > RADIUS_3) {
      return g_combine10;
    }
  } else if (60 == m_apply8[len22]) {}
  return 0x0;
}
