// cudagen 0.1 seed 602 invalid:kernel_multiple_packs
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,shared_var,extern_shared,constexpr_var,auto_var,namespace,if,if_else,if_init,for,pragma_unroll,goto,nested_block,static_assert,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,sizeof,macro_stringize,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
// Layout: row-major, no padding.

__device__ void bump3(char cfg4)
{
  if (threadIdx.x == cfg4) {
    goto finish10;
  }
  {
    int hi5 = cfg4;
    __shared__ double sh_6[16];
  }
  {
    #pragma unroll
    for (int j7 = 0; j7 < 15; j7++) {
      double lo8 = (j7 >> (cfg4 - 0x3)) - cfg4;
      int x9(float(2709 & threadIdx.x) * lo8);
    }
  }
finish10:;
}

static __global__ void sift11_kernel(long *out12)
{
  int i13 = threadIdx.x;
  auto off14 = i13;
  unsigned int z15 = i13;
  z15 = sizeof(int);
}

__global__ void __launch_bounds__(1 << 8) combine16_kernel(const unsigned char *input17, unsigned int alpha18)
{
  extern __shared__ double dyn_19[];
  dyn_19[alpha18 & 7] = dyn_19[threadIdx.x] + (((*input17) + input17[5]) * (*input17));
  constexpr char res20 = 0x2CU;
  int lo21 = 41 + (*input17);
  for (int i22 = lo21; i22 > 0x0; --i22) {
    constexpr long v23 = 61;
    constexpr int h24 = 0x1;
  }
}

namespace gpu25 {
constexpr long RADIUS26 = 1 << 2;
constexpr float kB27 = 2.0f;
} // namespace gpu25
static_assert(sizeof(int) == 4);

__global__ void step28_kernel(unsigned b29, unsigned int b30, int lane31)
{
  int tid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
  b30 = blockIdx.x | 18LL;
  lane31 = 59;
  if (lane31 != 0x2Bu)
    b30 = lane31 + b30;
  __shared__ int sh_33[8];
}

__device__ unsigned int filter34(const float *src35, int lane36, unsigned int alpha37)
{
  if (!src35) {
    lane36 = lane36;
    if ((alpha37 > 35) || (alpha37 == (*src35)))
      return float(gpu25::kB27);
    static_assert(sizeof(int) == 0x4, "size check");
  } else {
    lane36 = gpu25::kB27;
  }
  return src35[0x6];
}

int gather38(long cfg39, signed char *data40)
{
  sift11_kernel<<<dim3(32, (cfg39 + 0x1f) / 0b100000, (cfg39 + 255) / 0x100), (gpu25::RADIUS26 + 28), 0, nullptr>>>(&cfg39);
  if (constexpr double tmp41 = 9.875F; data40[cfg39] > (cfg39 + gpu25::RADIUS26)) {
    float res42 = 3ull;
  } else {
    int y43 = ~((364l / cfg39) - (1505 * cfg39));
  }
  combine16_kernel<<<sizeof(int) * 128, 1 << (gpu25::RADIUS26 + 4)>>>(nullptr, (*data40) % gpu25::RADIUS26);
  return cfg39;
}
template <typename... A, typename... B>
__global__ void packs_kernel49(A... a)
{
}

int main(void)
{
  int len44 = 2484;
  for (int j45 = 0; j45 < len44; j45++) {
    long acc46(gpu25::kB27);
  }
  float idx47 = ~len44;
  len44 = 0x14;
  const char *k48 = STR_2(x + 1);
  step28_kernel<<<(gpu25::RADIUS26 + gpu25::RADIUS26) * 16, gpu25::RADIUS26 + 252>>>(k48[1], 0b101011, 4969);
  return 0;
}
