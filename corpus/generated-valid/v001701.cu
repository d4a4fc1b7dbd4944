// cudagen 0.1 seed 1701 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_device_function,default_args,main,constexpr_var,if,switch,static_assert,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,macro_object,macro_function,macro_paste,pp_if,comments
#include "prelude.cuh"

#define CHUNK_1 32
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#if CHUNK_1 == 32
#define CONFIG_6 7
#else
#define CONFIG_6 31
#endif
// Returns the accumulated value.

__global__ void __launch_bounds__(0200) filter7_kernel(float alpha8) {
  int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  alpha8 = alpha8;
  if (alpha8 != 0x20)
    return;
  alpha8 = alpha8;
  alpha8 = MAX2_2(idx9, (idx9 - 51) - threadIdx.z);
  int m10 = 53;
}

__host__ __device__ float gather11(int* data12, int len13, int len14 = 23) {
  data12[6] = 2304U;
  len13 = static_cast<int>(len14 + 0x1241l);
  len13 = 3628;
  len14 = CONFIG_6;
  unsigned int res15 = len13;
  len13 = data12[res15];
  return 27 >> (-(len13 * CHUNK_1));
}
/* Layout: row-major, no padding. */

template <class T, typename U>
__global__ void blend16_kernel(U p17, long alpha18, float* __restrict__ out19) {
  int h20 = ((alpha18 + alpha18) >> alpha18) + alpha18;
  --out19[h20];
  const U* mid21 = nullptr;
  bool stride22 = !mid21;
  p17 = alpha18;
  constexpr unsigned short prod23 = 21;
}
// Computes one element per thread.

__device__ long grow24(float cfg25, int n26, int stride27) {
  double cnt28 = cfg25 * (static_cast<unsigned int>(' ') - blockDim.z);
  float cnt29 = 24.25F;
  return stride27 / ((stride27));
}
static_assert(57 == 57, "tile must fit");

__global__ void __launch_bounds__(CONFIG_6 + (CONFIG_6 + (CONFIG_6 + 0x3eb))) pivot30_kernel(short int q31, const float* in32, int* out33, int stride34) {
  int idx35 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int mid36 = blockDim.z;
  switch (mid36 << gridDim.x) {
  case CONFIG_6 + 0x4: {
    int flag37 = (CAT_5(mid, 36) + (warpSize * out33[idx35])) << (idx35 << (*out33));
    break;
  }
  default: {
    constexpr float off38 = 58UL;
    break;
  }
  }
  (*out33)--;
}

int main() {
  int count39 = 2909;
  blend16_kernel<int, float><<<(count39 + 127) / 128, (CONFIG_6 + 1) * 4>>>((-7.5f), 0b1111, nullptr);
  ++count39;
  count39 = 072;
  pivot30_kernel<<<dim3((count39 + 31) / 32, (count39 + 31) / 32), 128>>>(count39, nullptr, nullptr, CONFIG_6);
  filter7_kernel<<<(count39 + 255) / 0400, 1 << 5>>>(count39);
  return 0;
}
