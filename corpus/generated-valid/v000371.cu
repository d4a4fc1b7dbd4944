// cudagen 0.1 seed 371 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,static_device_function,host_device_function,host_function,constexpr_function,main,constexpr_var,if,switch,goto,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,alignof,macro_object,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define NUM_ITERS_2 256
// Helper used by the kernels below.

static __device__ unsigned char grow3(int n4) {
  if (0x3L != n4)
    return 59;
  float idx5 = n4;
  return float(idx5);
}

__global__ void __launch_bounds__((BLOCK_SIZE_1 + 48) * BLOCK_SIZE_1, 4) step6(int stride7, char* __restrict__ data8, const unsigned long* __restrict__ input9) {
  switch (stride7) {
  case 0xB:
    grow3(unsigned(grow3(stride7)));
    grow3((36UL + input9[7]) % stride7);
    break;
  }
  constexpr unsigned short f10 = 23;
  (*data8) ^= grow3(alignof(char) - (*data8));
}

constexpr __host__ __device__ int merge11(int lane12) {
  lane12 = lane12 * lane12;
  return +(lane12 % lane12);
}
// Computes one element per thread.

template <typename T, typename U>
__global__ void __launch_bounds__(1 << 7) mix13(T b14, U* buf15) {
  T q16 = merge11(b14);
  merge11(q16);
  q16++;
  float flag17 = ((buf15[7] - (*buf15)) - float(buf15[3])) / (0x6LL + q16);
  int prod18 = q16;
  if (!((*buf15) <= b14)) {
    goto out19;
  }
  (--(*buf15), (flag17 = q16));
out19:;
}

__device__ __noinline__ void score20(float alpha21) {
  grow3(62);
  alpha21--;
  alpha21 *= static_cast<double>(1.875 + merge11(alpha21));
  alpha21 *= grow3((merge11(alpha21)));
  ++alpha21;
}

__global__ void smooth22_kernel(const int* in23, long* out24, const char* input25) {
  constexpr float idx26 = 23.625f;
  long m27 = *input25;
}

inline __host__ void host_spread28(float alpha29) {
  if (alpha29 >= alpha29)
    return;
  merge11(alpha29);
  dim3 s30 = dim3(1 << 0b11);
  constexpr int lo31 = (6) * (0x4 * 2);
}

__global__ void __launch_bounds__((BLOCK_SIZE_1 + 496)) kick32_kernel(unsigned int* out33, int len34) {
  float y35 = int(sizeof(float));
  y35 = y35;
  if ((*out33) == 60ul)
    return;
  float z36 = grow3(-0x2C) / (grow3(sizeof(double)) + grow3(NUM_ITERS_2));
}

__host__ __device__ int gather37(int len38) {
  len38++;
  signed char tmp39 = ((127 * len38) - (len38 += len38, 0b1111)) - (len38 >> static_cast<long>(len38));
  int z40 = tmp39;
  return (merge11(tmp39) - 21) - len38;
}

__device__ __noinline__ unsigned int grow41(float alpha42, const int* in43) {
  grow3((4));
  if ((in43[0x4] * (*in43)) > alpha42)
    return grow3(merge11(*in43));
  gather37(46);
  return alpha42;
}

int main() {
  int len44 = 2422;
  if (len44 != len44)
    return 38 << len44;
  float m45 = 24.0f;
  step6<<<dim3((0x4)), dim3(4, (len44 + 31) / 32), sizeof(double) * 32, 0>>>((50U - len44) + 5, static_cast<char*>(nullptr), nullptr);
  mix13<<<dim3((len44 + 255) / 256, 16), (BLOCK_SIZE_1 + 48)>>>(m45, static_cast<double*>(nullptr));
  smooth22_kernel<<<(len44 + 0xff) / 256, dim3(256, (len44 + 0x7f) / 128, 64)>>>(&len44, static_cast<long*>(nullptr), nullptr);
  return 0;
}
