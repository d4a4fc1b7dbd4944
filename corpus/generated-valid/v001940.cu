// cudagen 0.1 seed 1940 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,main,managed_var,constexpr_var,auto_var,const_local,anon_namespace,if,for,range_for,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_ref,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#ifdef USE_FAST_PATH_5
#define TUNE_6 16
#else
#define TUNE_6 33
#endif
__managed__ unsigned char m_update7[64];
__managed__ unsigned int m_spread8[16] = {320lu, 58, 0x30};
static __global__ void __launch_bounds__(sizeof(float) * (TUNE_6 + (TUNE_6 + (TUNE_6 + 157))), 0x3) kick9_kernel(const unsigned short *coef10, int len11, float *__restrict__ data12, const int *__restrict__ coef13) {
  int gid14 = threadIdx.x;
  for (unsigned char prod15 : m_update7) {
    m_update7[37] = m_spread8[len11];
    ++m_spread8[len11];
  }
}
constexpr int RADIUS16 = 2 * (2 * 2);
__host__ __device__ void clamp17(int stride18, float a19, float *acc20) {
  stride18 = *acc20;
  if ((MIN2_1(a19, acc20[3]) + (RADIUS16 - acc20[stride18])) != (49U * stride18)) {
    if ((acc20[stride18] > 44) && (acc20 != nullptr)) {
      return;
    }
  }
  acc20[3]--;
  a19++;
}
__global__ void __maxnreg__(128) step21_kernel(int lane22, int stride23, int n24) {
  int gid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  n24 = RADIUS16 + (n24 % (gid25));
  for (int it26 = 0b10; it26 > 0; --it26) {
    for (int i27 = 0; i27 < (RADIUS16 + 2); i27++) {
      n24 ^= 3356;
      m_spread8[threadIdx.x] = (it26 + TUNE_6) / (-it26);
    }
    double mid28 = MIN2_1(lane22 * stride23, (~it26) * 46);
  }
}
int check_pivot29(unsigned int alpha30, int stride31) {
  auto fn33 = [&](float off32) -> int {
    m_spread8[0x2] = 1081;
    off32 = (MIN2_1(stride31 | 010, off32));
    alpha30 *= m_spread8[alpha30] + (RADIUS16 / (off32 + alpha30));
    return (((m_spread8[stride31] != stride31) ? TUNE_6 : 24) != RADIUS16) ? 28l : (m_update7[14] % sizeof(int));
  };
  fn33(m_update7[stride31]);
  kick9_kernel<<<(RADIUS16 + (TUNE_6 + 0x1d7)), RADIUS16 + 248, sizeof(int) * 64>>>(nullptr, -(TUNE_6 | stride31), nullptr, nullptr);
  m_update7[18] = (alpha30);
  return RADIUS16;
}
namespace {
__global__ void __launch_bounds__(512) stencil34_kernel(int lane35, float *data36, long *__restrict__ buf37) {
  unsigned i38 = threadIdx.x;
  if ((i38 | RADIUS16) != m_spread8[0x3]) {
    return;
  }
  m_update7[i38] *= lane35;
  char k39{127U};
  if ((m_update7[lane35] != RADIUS16) || (!data36)) {
    if ((k39 >= k39) && ((*buf37) & 1) && (((!data36) ? threadIdx.x : 28) <= k39)) {
      lane35++;
    }
    lane35 += (((m_update7[lane35] >= RADIUS16) ? 1829 : '\n') <= blockIdx.z) ? (m_spread8[4] * 47) : MIN2_1(data36[i38] * i38, 0x4);
  }
}
} // namespace
__host__ __device__ int tile40(const long *__restrict__ in41, int count42, unsigned short b43) {
  count42 %= (*in41) - count42;
  if (in41 != nullptr) {
    count42 -= ((count42 > RADIUS16) && ((b43 ^ 3) > in41[0x0])) ? count42 : 0xcUL;
    if (b43) {
      return 32L;
    }
    count42 |= in41[b43 & 7] + 55u;
  }
  auto sum44 = MIN2_1(((*in41) | in41[b43]) ^ (0xD * b43), (!b43) ? MIN2_1(in41[2], 0b10000) : (in41[b43] | 39));
  unsigned int lim45 = sum44 ^ ((6 + count42) - 52l);
  return ((0x29 * count42) - 4391) * RADIUS16;
}
inline long check_smooth46(int len47, float b48) {
  ++len47;
  auto cnt49 = -(RADIUS16 % len47);
  return sizeof(int);
}
int main() {
  int len50 = 2947;
  step21_kernel<<<sizeof(int) * (RADIUS16 + 24), sizeof(unsigned int) * (RADIUS16 + 120)>>>(m_spread8[len50 & 15] ? m_spread8[7] : 3374, m_update7[len50 & 63], (-TUNE_6));
  const int acc51 = MIN2_1(len50 & (m_update7[len50 & 63] + 012ULL), (len50 & len50) + 7L);
  stencil34_kernel<<<sizeof(unsigned int) * 8, sizeof(float) * 32, sizeof(float) * (TUNE_6 + 223)>>>(21, (float*)nullptr, nullptr);
  return 0b0;
}
