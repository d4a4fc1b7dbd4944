// cudagen 0.1 seed 239 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_function,static_host_function,constexpr_function,main,managed_var,host_global,constexpr_var,auto_var,namespace,if,if_else,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_statement
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

constexpr int check_reduce3(int len4, float beta5) {
  len4 = 14;
  beta5 *= 1.25f;
  return 4548UL;
}

namespace detail6 {
__managed__ int m_trace7[16] = {17, -56l};
constexpr long TILE8 = 5;

inline __device__ int mix9(int n10, int count11) {
  {
    ACCUM_2(detail6::m_trace7[7], (n10));
    unsigned long u12 = detail6::TILE8;
  }
  return ((unsigned int)(9 << blockDim.x)) * threadIdx.x;
}
} // namespace detail6

__global__ void score13_kernel(unsigned int *__restrict__ data14) {
  unsigned int i15 = threadIdx.x;
  {
    if (!(detail6::m_trace7[7] <= i15)) {
      int f16 = (((i15 >> data14[blockDim.x]) <= threadIdx.y) ? data14[i15] : detail6::m_trace7[i15]) + NUM_ITERS_1;
    }
    int sum17 = data14[blockIdx.x] * threadIdx.x;
  }
  data14[i15] -= data14[blockDim.x];
  auto q18 = (int)detail6::TILE8;
}

namespace gpu19 {
int g_warp20 = 32;

static float host_blend21(int n22) {
  unsigned int r23 = detail6::m_trace7[1];
  if (11 > ((int)r23)) {
    return (gpu19::g_warp20 * gpu19::g_warp20) - sizeof(unsigned short);
  }
  n22 >>= 4;
  auto w24 = 3;
  score13_kernel<<<dim3((w24 + 63) / 64, (detail6::TILE8 + 0x3) * 2, sizeof(float) * (detail6::TILE8 + 3)), NUM_ITERS_1 + (NUM_ITERS_1 + 256)>>>((unsigned*)nullptr);
  n22 %= w24;
  n22 = ((int)21) * (r23 * gpu19::g_warp20);
  return (w24 += 64ul, NUM_ITERS_1);
}
} // namespace gpu19

__device__ float step25(int *acc26, short *__restrict__ acc27) {
  if (acc26[blockDim.x] >= (*acc26)) {
    if ((detail6::TILE8 / (*acc26)) == ((*acc27) * detail6::m_trace7[blockDim.x] * 3223)) {
      int sum28 = acc26[1];
      auto z29 = detail6::TILE8 + ((blockDim.x * sum28) - (acc26[3] + acc26[sum28]));
    } else if (!acc27) {
      detail6::m_trace7[0x5] = 56;
    }
  } else if (!(detail6::m_trace7[1] <= acc27[threadIdx.x])) {}
  return detail6::TILE8;
}

constexpr __host__ int run_mix30(int lane31, int len32) {
  constexpr float lo33 = 15.25f;
  lane31 ^= ((unsigned int)(lane31 << len32)) + len32;
  return detail6::TILE8;
}

int main() {
  int len34 = 0xac2;
  if (detail6::TILE8 == detail6::m_trace7[len34]) {
    ACCUM_2(len34, (52 - (gpu19::g_warp20 += 56, 13)));
    gpu19::g_warp20 = len34;
  }
  return 0;
}
