// cudagen 0.2 seed 350 valid headers
// features: kernel,launch,launch_dim3,host_device_function,default_args,main,constexpr_var,auto_var,const_local,if,for,comparison,incdec,comma,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,cast_functional,sizeof,pp_ifdef,pp_if,pp_undef,hdr_cmath
#include <cuda_runtime.h>

#ifdef USE_FAST_PATH_1
#define TUNE_2 1
#else
#define TUNE_2 42
#endif
#if TUNE_2 > 83
#define CONFIG_3 8
#else
#define CONFIG_3 28
#endif
#undef CONFIG_3
#define CONFIG_3 2
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
__host__ __device__ double tally5(float p6, int len7, int stride8 = -0xBl) {
  unsigned w9 = (p6 - p6) + (stride8 - (46));
  for (int it10 = len7; it10 > 0b0; --it10) {
    auto lo11 = (14L / it10) + (sizeof(size_t) / (w9 % it10));
    (void)lo11;
    if ((w9 + 0x18) < sizeof(float)) {
      continue;
    }
  }
  return 56;
}
__global__ void sweep12(unsigned beta13) {
  --beta13;
  auto acc14 = beta13;
  const unsigned cnt15 = (-ceilf(26)) * ((beta13 * 6L) - (beta13 + 4099UL));
  if (beta13 == 0x1F) {
    return;
  }
  acc14 = -(-sinf(CONFIG_3));
  acc14 = (int('0') - (cnt15)) + (acc14 += cnt15, fmaxf(23.5F, 15.625f));
  float lim16 = unsigned(64l / fabsf(acc14));
  (void)lim16;
}
int main() {
  int count17 = 1403;
  ++count17;
  auto e18 = 4;
  (void)e18;
  sweep12<<<dim3(sizeof(float) * 128), (CONFIG_3 + (CONFIG_3 + (TUNE_2 + (CONFIG_3 + (TUNE_2 + (CONFIG_3 + (CONFIG_3 + (CONFIG_3 + 32))))))))>>>(count17);
  return 0x0;
}
