// cudagen 0.1 seed 1499 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,device_template_function,main,constant_array,managed_var,shared_var,extern_shared,constexpr_var,enum_class,if,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,cast_functional,sizeof,macro_object,macro_function,macro_statement,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#if BLOCK_SIZE_1 > 8
#define CONFIG_5 7
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 13
#endif

__global__ void clamp6(int stride7) {
  extern __shared__ int dyn_8[];
  int gid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  dyn_8[4] = ((stride7) >> dyn_8[0b0]) * int(threadIdx.y + gid9);
  if ((gridDim.y + 2UL) >= (gid9 - 31L)) {
    unsigned int v10 = unsigned(gid9 * blockIdx.x) * (27u - (dyn_8[5] - BLOCK_SIZE_1));
  }
  if (int(threadIdx.x) > dyn_8[gid9]) {
    dyn_8[0] %= sizeof(int);
    constexpr float off11 = 3.375f;
  }
}
__constant__ char c_filter12[4] = {8, 9, 16ll, 22};
__managed__ int m_norm13[16] = {37L, 2731l, 25};
enum class Axis14 { High15, Idle16, Low17, Blue18 };

template <class T, int N>
static __device__ T weigh19(const T *in20) {
  m_norm13[6] = (N);
  unsigned int h21 = TWICE_PLUS_2(m_norm13[blockDim.x], (36l << m_norm13[1])) * 29lu;
  long lo22{8l};
  int r23 = lo22 >> m_norm13[4];
  return r23;
}

int main() {
  int count24 = 1483;
  if (m_norm13[count24 & 15] >= m_norm13[count24]) {
    return (CONFIG_5 - m_norm13[count24 & 15]) & count24;
  }
  clamp6<<<dim3(1, (count24 + 0b11111111) / 256, CONFIG_5 + (BLOCK_SIZE_1 + (CONFIG_5 + 226))), 0b10000 * 4, (BLOCK_SIZE_1 + 48) * 0b10000, 0>>>(count24);
  count24 = BLOCK_SIZE_1;
  return 0;
}
