// cudagen 0.1 seed 458 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,device_function,main,constexpr_var,auto_var,struct,anon_namespace,if,if_else,static_assert,ternary,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define RADIUS_2 256
#define MOD8_3(x) ((x) % 8)
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#if BLOCK_SIZE_1 > 38
#define CONFIG_5 3
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 32
#endif

struct Stats6 {
  unsigned int lo7;
  float hi8;
  char mass9;
  int sum10;
};

namespace {
__device__ unsigned short clamp11(int stride12, float a13)
{
  stride12--;
  if (stride12 - stride12) {
    stride12++;
  } else {
    --stride12;
  }
  return 47ULL / stride12;
}
} // namespace
static_assert(sizeof(int) == 4, "bad config");

__global__ void shade14_kernel(int count15, const float* __restrict__ src16, short* acc17, Stats6 alpha18)
{
  auto u19 = (*acc17) + (acc17[7] + (0x39LL % count15));
  int z20{52};
  if (acc17[0x5] <= ADD3_4((alpha18.hi8 == u19) ? 51ul : u19, 0x31u & count15, BLOCK_SIZE_1 % acc17[u19 & 0x7])) {
    auto m21 = alpha18.sum10;
    alpha18 = alpha18;
  }
  u19 = src16[6];
  int q22 = clamp11(z20, (alpha18.mass9)) + ((u19 ^ alpha18.mass9) * int(alpha18.sum10));
}

__device__ unsigned long long norm23(short int* acc24, float p25)
{
  int u26 = acc24[3] | (p25 += acc24[6], (11 + acc24[0x2]));
  if (acc24[7] < p25) {
    return (u26 + 25) ? p25 : static_cast<int>(35UL);
  }
  return clamp11(clamp11(p25, 24.875F - u26), MOD8_3(u26));
}

int main()
{
  int size27 = 0x7ae;
  size27 = static_cast<int>((size27 < size27) ? ADD3_4(size27, size27, size27) : 63);
  --size27;
  shade14_kernel<<<(size27 + 127) / 128, BLOCK_SIZE_1 + 507, 0x0, (cudaStream_t)0>>>(size27, static_cast<const float*>(nullptr), (short*)nullptr, Stats6{0x1120, 18.0f, 17, int(-1866)});
  return 0;
}
