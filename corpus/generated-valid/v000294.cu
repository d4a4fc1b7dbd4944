// cudagen 0.1 seed 294 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,managed_var,shared_var,constexpr_var,local_array,auto_var,enum,if,do_while,switch,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 11
#else
#define TUNE_5 26
#endif

#if TUNE_5 % 2 == 0 || TUNE_5 < 4
#define CONFIG_6 1
#else
#define CONFIG_6 19
#endif

constexpr __device__ __host__ int stencil7(int len8, int len9) {
  len8 = len8;
  return CONFIG_6;
}

__global__ void lerp10_kernel(const unsigned long* in11, float* __restrict__ out12, const float* __restrict__ in13) {
  if (stencil7(in13[threadIdx.x], blockDim.y) < out12[threadIdx.x]) {
    return;
  }
  __shared__ int sh_14[128];
  int lo15[3] = {26lu};
  (--out12[1], ((*out12) = 57));
  if (in13[blockDim.x] <= (+sh_14[102])) {
    return;
  }
  double flag16[7] = {-475};
}

__host__ __device__ double norm17(float cfg18, unsigned beta19) {
  constexpr float m20 = 18.0F;
  unsigned int q21 = beta19;
  beta19 = 15;
  q21 = 2LL;
  beta19 = (double)beta19;
  q21++;
  beta19 = 17L / q21;
  return stencil7(cfg18, stencil7(q21, cfg18)) ^ stencil7((cfg18), CONFIG_6 + beta19);
}
enum Phase22 { MUL23, RED24, HIGH25 = 3, HIGH26 };
static constexpr int BLOCK27 = 3;
/* Computes one element per thread. */

constexpr int check_kick28(int n29, double cfg30) {
  return HIGH26;
}
__managed__ int m_pack31[32] = {21, 32};

inline long run_count32(int* __restrict__ buf33, const float* __restrict__ src34) {
  switch ((*buf33) * m_pack31[3]) {
  case 8: {
    int* cnt35 = m_pack31;
    break;
  }
  case HIGH25 * 2:
    buf33[4] = ((m_pack31[3] ^ sizeof(int)) - check_kick28(*src34, src34[5])) + 21u;
    check_kick28(stencil7(m_pack31[0], -4175) + (*src34), sizeof(unsigned int) << (*buf33));
    break;
  case TUNE_5 + 1:
    break;
  case 7:
    switch (check_kick28(*src34, m_pack31[18])) {
    case (RED24 + (BLOCK27 + 5)):
      (m_pack31[31]++, (m_pack31[19] = 58));
      m_pack31[29] = *src34;
      break;
    case 0:
      break;
    case 3:
      break;
    case (HIGH25 + 1) * BLOCK27:
      break;
    }
    break;
  }
  return buf33[4] << (check_kick28(buf33[0], BLOCK27) ^ check_kick28(src34[0b100], BLOCK27));
}

int main() {
  int len36 = 936;
  Phase22 x37 = HIGH25;
  len36 = m_pack31[11];
  int pass38 = 0;
  do {
    auto m39 = x37;
    ++pass38;
  } while (pass38 < 011);
  lerp10_kernel<<<1, 1 << 0b101, sizeof(int) * 64, 0>>>(nullptr, (float*)nullptr, nullptr);
  return 0;
}
