// cudagen 0.1 seed 753 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_noinline,host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,namespace,if,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,lambda,lambda_generic,macro_object,macro_function,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 16
#define LOW_BITS_2(x) ((x) & 0xF)
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#ifdef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 18
#endif
#undef TILE_DIM_1
#define TILE_DIM_1 2
namespace impl6 {
template <class T, class U>
__global__ void march7(T alpha8, T* __restrict__ out9, U* acc10)
{
  extern __shared__ float dyn_11[];
  int i12 = threadIdx.x;
  __shared__ int sh_13[64];
  sh_13[0x27] ^= ((warpSize != 54) ? 44 : (i12 - sh_13[17])) - (47 - threadIdx.x);
  __shared__ unsigned sh_14[32];
  out9[0x0] *= 1.125;
  out9[3] = warpSize;
  (*out9) -= 18.75;
  if (dyn_11[i12] <= out9[0x7]) {
    return;
  }
}
__global__ void trace15(char* __restrict__ acc16, const unsigned int* src17)
{
  extern __shared__ float dyn_18[];
  int i19 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (((dyn_18[3]) - (acc16[7])) != (48 * i19)) {
    (*acc16) <<= LOW_BITS_2(i19) * (*acc16);
  }
  dyn_18[i19] = sizeof(int) * ((threadIdx.x << 9) - (src17[1] + src17[6]));
  dyn_18[i19] = threadIdx.y;
  dyn_18[6] *= blockIdx.x;
}
} // namespace impl6
__device__ char rank20(int stride21)
{
  stride21 += blockIdx.z / 4;
  unsigned long hi22 = stride21;
  return ((stride21 << 4) * 36) + hi22;
}
__global__ void fuse23_kernel(const signed char* __restrict__ src24, unsigned char* out25)
{
  int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
  out25[4] >>= (LOW_BITS_2(*src24) + out25[threadIdx.x]) * 43;
  int h27 = -11;
  if (((warpSize > idx26) ? TILE_DIM_1 : idx26) < 11) {
    return;
  }
  h27 -= static_cast<float>((idx26 >= 32ul) ? MAX2_3(gridDim.x, TUNE_5) : 8);
}
/* NOTE: keep in sync with the host reference. */
__device__ __noinline__ int warp28(int stride29, int stride30)
{
  __shared__ int sh_31[8];
  if ((stride30 ? stride29 : stride30) == TUNE_5) {
    return TUNE_5 * (threadIdx.x - stride29);
  }
  int t32[(8)]{17u, 14, stride30, 24l, 25, static_cast<int>(stride29), 38u, 0b100000ul};
  auto y33 = stride29;
  if (y33 < stride30) {
    return (47U - sh_31[blockDim.x]) + ((7 == threadIdx.x) ? stride29 : 0x2D);
  }
  return -0b101000;
}
int run_clamp34(int len35, float alpha36)
{
  auto k37 = len35;
  impl6::march7<unsigned, unsigned><<<dim3(1 << 0x6), (256), 1 << (TILE_DIM_1 + 10)>>>(TUNE_5, nullptr, nullptr);
  return 62;
}
int main(void)
{
  int n38 = 2145;
  auto lam41 = [](auto diff39, auto diff40) {
    diff40 = ((-diff39) == (+((diff40 < diff39) ? TILE_DIM_1 : 3))) ? (965 << ((diff39 > diff40) ? 0x1blu : 1)) : 16;
    diff40 = diff39;
    return diff39 * 2;
  };
  lam41(n38, static_cast<int>(n38));
  n38 %= ((419 + n38) * (4099 % n38));
  fuse23_kernel<<<(n38 + 63) / 0x40, dim3(1)>>>(static_cast<const signed char*>(nullptr), nullptr);
  short f42 = lam41(n38, n38);
  long m43 = f42;
  f42 = m43 * ((f42 * 3774) / 4171UL);
  impl6::trace15<<<(TILE_DIM_1 + 126) * 4, TILE_DIM_1 + 30>>>(nullptr, static_cast<const unsigned*>(nullptr));
  return 0b0;
}
