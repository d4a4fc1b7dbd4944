// cudagen 0.1 seed 607 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,host_function,main,managed_var,shared_var,extern_shared,constexpr_var,if,for,nested_block,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define CHUNK_2 (0x3)
#define TILE_DIM_3 32
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#ifdef USE_FAST_PATH_7
#define TUNE_8 6
#else
#define TUNE_8 36
#endif
__global__ void blend9_kernel(const size_t *src10, int n11) {
  int i12 = threadIdx.x;
  if (i12 >= n11) {
    return;
  }
  for (int i13 = 0; i13 < i12; ++i13) {
    n11 |= 60u;
    {
      n11 %= i12;
      if (i13 != i13) {
        return;
      }
    }
    int v14(TWICE_PLUS_4(i13 + warpSize, n11) - (11 / (i12 + 56u)));
  }
}
__managed__ int m_reduce15 = -2318L;
inline void sweep16(int count17, float a18, unsigned b19) {
  m_reduce15 = TWICE_PLUS_4(count17, b19);
  float tmp20 = TWICE_PLUS_4(b19 * 13u, m_reduce15) + b19;
  unsigned char flag21 = b19 * b19;
  blend9_kernel<<<(CHUNK_2 + 125), 256>>>(nullptr, 55);
  blend9_kernel<<<(b19 + 0b11111) / 32, NUM_ITERS_1 + 0x18>>>(nullptr, 0b11001);
}
// NOTE: keep in sync with the host reference.
inline void host_fuse22(int lane23, short int p24) {
  p24 *= 56ul;
  lane23 -= (!(6 >= lane23)) ? TWICE_PLUS_4(m_reduce15, m_reduce15) : p24;
  blend9_kernel<<<(lane23 + 0xFF) / 256, (64)>>>((const unsigned long*)nullptr, p24);
  for (int j25 = 0b0; j25 < 7; j25++) {
    unsigned char sum26 = -(-(29 * m_reduce15));
  }
  sweep16((p24 < lane23) ? (0x25ul + m_reduce15) : (p24 + 0x40l), lane23, m_reduce15 / lane23);
}
__global__ void __launch_bounds__(CHUNK_2 + (NUM_ITERS_1 + 0x3f5)) relax27_kernel(const int *coef28, short int *out29, const int *in30, int *dst31) {
  extern __shared__ unsigned dyn_32[];
  int gid33 = threadIdx.x;
  m_reduce15 -= (dyn_32[3] + out29[0b1]) * TWICE_PLUS_4(TWICE_PLUS_4(gid33, *coef28), warpSize);
  int z34 = (2372);
  long m35{1308};
  long base36 = *in30;
}
inline int run_pack37(int n38) {
  blend9_kernel<<<(m_reduce15 + 127) / 128, CHUNK_2 + (NUM_ITERS_1 + 21), 0>>>((const size_t*)nullptr, alignof(char));
  sweep16(n38, n38, ((m_reduce15 >= sizeof(unsigned)) ? n38 : 4295) * 48);
  blend9_kernel<<<(256), sizeof(int) * NUM_ITERS_1, 1024>>>(nullptr, 58U);
  return n38;
}
int main() {
  int count39 = 3390;
  m_reduce15 = run_pack37(count39) + (-TWICE_PLUS_4(m_reduce15, 0b110001));
  if ((m_reduce15 < count39) && (m_reduce15 < count39)) {
    return m_reduce15;
  }
  count39 = run_pack37(static_cast<int>(3 - m_reduce15));
  if (count39 < count39) {
    return ((m_reduce15 - 0x14) < 61lu) ? ((m_reduce15 <= 59) ? 13U : TUNE_8) : (7 - count39);
  }
  relax27_kernel<<<256, NUM_ITERS_1 + 56, 0>>>(&count39, (short*)nullptr, nullptr, &count39);
  return 0x0;
}
