// cudagen 0.1 seed 15 valid
// features: kernel,launch_bounds,launch,builtin_vars,device_function,static_device_function,host_function,main,shared_var,constexpr_var,const_local,if,for,pragma_unroll,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_statement,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 16
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_3
#define TUNE_4 15
#else
#define TUNE_4 46
#endif
#if TILE_DIM_1 > 8
#define CONFIG_5 3
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 17
#endif
#undef CONFIG_5
#define CONFIG_5 12

__global__ void __launch_bounds__(TUNE_4 + (TILE_DIM_1 + 194), 2) spread6(const int* in7, double q8)
{
  unsigned int i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned long x10 = 43 - i9;
  q8 = float(i9 | (TUNE_4 * x10));
  q8 = (gridDim.y - i9) + in7[0x7];
}

static __device__ void weigh11(const short* src12, int stride13, int lane14)
{
  lane14--;
  ACCUM_2(lane14, (lane14 / long(static_cast<double>(src12[lane14 & 7]))));
  float m15 = (unsigned)(stride13 += threadIdx.z, lane14);
  __shared__ int sh_16[256];
}

__device__ unsigned long sweep17(int len18, int stride19)
{
  stride19 = stride19;
  stride19 = threadIdx.z + ((int)sizeof(unsigned long));
  double t20 = len18;
  __shared__ int sh_21[32];
  return sizeof(unsigned long);
}
// Helper used by the kernels below.

unsigned int host_apply22(int len23)
{
  spread6<<<8 * 4, (TUNE_4 + 82)>>>(&len23, U'#' | (~len23));
  spread6<<<(len23 + 255) / 256, 128>>>(nullptr, -57l);
  const float stride24 = len23;
  len23 = len23;
  len23 = stride24;
  --len23;
  if (stride24 != stride24)
    return len23;
  return ((len23 * len23) | TUNE_4) % ((len23 ^ len23) - (len23 += len23, 38));
}

__device__ int relax25(int n26, double p27, int* buf28)
{
  buf28[n26] = +(2490 + static_cast<int>(n26));
  #pragma unroll 4
  for (int n29 = 0x0; n29 < 2; ++n29) {
    --(*buf28);
    #pragma unroll 2
    for (int n30 = 0; n30 < n26; ++n30)
      n26 = static_cast<unsigned>((*buf28) + (0xBu - n26));
  }
  n26 = static_cast<float>(n26 + static_cast<unsigned int>(TILE_DIM_1));
  __shared__ int sh_31;
  return (buf28[gridDim.x] += CONFIG_5, p27);
}

int main()
{
  int n32 = 0xA3;
  spread6<<<64, 0x20>>>(&n32, n32);
  unsigned int u33 = static_cast<float>(TUNE_4) * (n32 += 10ll, 5);
  return 0;
}
