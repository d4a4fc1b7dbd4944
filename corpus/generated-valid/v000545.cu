// cudagen 0.1 seed 545 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,device_template_function,main,shared_var,shared_2d,constexpr_var,if,static_assert,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,pp_if,pp_undef
#include "prelude.cuh"

#define RADIUS_1 64

#if RADIUS_1 > 1
#define CONFIG_2 4
#else
#define CONFIG_2 30
#endif
#undef RADIUS_1
#define RADIUS_1 2

extern "C" __global__ void filter3_kernel(float* out4, int lane5, int n6, int stride7) {
  double* idx8 = (double*)nullptr;
  float lim9 = -(28 - out4[2]);
}

__global__ void tally10(int* out11) {
  __shared__ int sh_12;
  sh_12 = alignof(char);
  if (sh_12) {
    return;
  }
}

template <typename T, typename U>
__host__ __device__ void warp13(U* acc14, float b15) {
  static_assert(sizeof(int) == 4, "expected value");
  U h16 = acc14[6];
  ++b15;
  if (h16 >= (*acc14)) {
    return;
  }
  short lim17 = 21ul;
}

__global__ void fuse18_kernel(unsigned* __restrict__ dst19, const int* src20) {
  unsigned v21{static_cast<unsigned>(dst19[3] ^ ((*src20) * (*dst19)))};
  float q22 = static_cast<float>(src20[v21 & 0x7]);
  q22++;
  __shared__ unsigned char sh_23[8][3];
}

int main() {
  int count24 = 0x378;
  fuse18_kernel<<<(count24 + 0xff) / 256, (256), sizeof(float) * 0b1000000, 0>>>(nullptr, &count24);
  count24 = count24;
  filter3_kernel<<<512, 1 << 5, sizeof(int) * 0x100>>>(static_cast<float*>(nullptr), count24, CONFIG_2, count24 & sizeof(double));
  int cnt25 = (('#' + count24) - count24) / RADIUS_1;
  filter3_kernel<<<(count24 + 255) / 256, sizeof(float) * 0b1000, CONFIG_2 + (CONFIG_2 + (RADIUS_1 + (RADIUS_1 + 4084))), 0>>>(nullptr, (sizeof(unsigned int) - count24), cnt25, count24);
  tally10<<<sizeof(unsigned int), (32), sizeof(int) * 128, nullptr>>>(nullptr);
  return 0;
}
