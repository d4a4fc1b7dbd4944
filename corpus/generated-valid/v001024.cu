// cudagen 0.1 seed 1024 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,default_args,main,managed_var,shared_var,if,if_else,while,switch,ternary,compound_assign,bitwise,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_function,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
__managed__ bool m_drift5[64] = {true, false};
// Layout: row-major, no padding.

__device__ __host__ int score6(unsigned long long beta7, int* __restrict__ acc8, unsigned int beta9)
{
  if (beta9 >= sizeof(unsigned int)) {
    if ((acc8[2] & 1)) {
      return beta7 + ((beta7 < beta9) ? 24 : (*acc8));
    }
  } else {
    long q10 = 41;
  }
  if (acc8[beta9 & 7] < 43ul) {
    return acc8[0x3];
  }
  return 394;
}
/* NOTE: keep in sync with the host reference. */

__host__ float host_spread11(float a12, int stride13 = 11)
{
  score6(score6(m_drift5[stride13], &stride13, m_drift5[stride13] + m_drift5[41]), &stride13, score6(a12, &stride13, a12));
  if ((a12 * 53lu * score6(0x13L, nullptr, m_drift5[48])) > score6(stride13, nullptr, a12)) {
    float tmp14 = 0x3AL - stride13;
  } else {
    long x15 = (m_drift5[stride13] % score6(m_drift5[55], nullptr, 2065ULL));
  }
  long long s16 = sizeof(double);
  score6(m_drift5[0x1F], &stride13, a12);
  return a12;
}

inline __host__ __device__ void weigh17(int lane18, int stride19, int len20)
{
  score6(stride19, &lane18, 64ll % stride19);
  int w21 = 0;
  while (w21 < lane18) {
    if (stride19 < (score6(len20, (int*)nullptr, 15) ^ 066)) {
      unsigned int k22 = lane18;
      float lim23 = score6(0b111111 * len20, &lane18, 4767UL) & (len20 - (stride19));
    }
    ++w21;
  }
}
// Returns the accumulated value.

__global__ void __maxnreg__(128) merge24_kernel(const float* __restrict__ in25, int* __restrict__ data26, bool beta27)
{
  int idx28 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (*data26) = beta27 - (data26[idx28] += data26[threadIdx.z & 0b111], (gridDim.x + threadIdx.y));
  __shared__ float sh_29;
  const float* q30 = &sh_29;
  __shared__ float sh_31[16];
}
__managed__ size_t m_norm32 = 42;

__global__ void combine33(int len34, int lane35)
{
  int tid36 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid36 >= len34) {
    return;
  }
  m_drift5[0x1c] = HALF_2(len34) != (score6(1, &len34, tid36) + 0b10001);
  int w37 = blockIdx.x;
}

int scale38(unsigned a39, int lane40 = 062U)
{
  switch (lane40) {
  case 5:
    break;
  case (8):
    a39 -= TWICE_PLUS_1((m_norm32 & m_norm32), float(HALF_2(lane40)));
    break;
  case 11:
    merge24_kernel<<<(4), 0b10000000, 0>>>(nullptr, &lane40, (a39 & (0x22 - a39)) <= (13u - m_norm32));
    break;
  }
  return score6(host_spread11(m_drift5[lane40]), &lane40, m_norm32) + (m_drift5[lane40] + host_spread11(a39, 10L));
}

int main()
{
  int len41 = 0x644;
  scale38((m_drift5[10] > len41) ? (m_norm32 + m_drift5[51]) : scale38(0x1b, len41), scale38(m_norm32, m_drift5[m_norm32] - m_norm32));
  combine33<<<(32), 32 * 4>>>(len41, (len41 - 26u) * m_norm32);
  if ((m_drift5[0xF] / sizeof(unsigned char)) <= m_drift5[0x14]) {
    int flag42 = -score6(m_norm32 / 58L, &len41, 35);
    char diff43 = flag42;
  } else if ((31 % len41) > len41) {}
  return 0;
}
