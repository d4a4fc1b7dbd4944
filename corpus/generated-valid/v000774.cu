// cudagen 0.1 seed 774 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,main,device_array,constexpr_var,local_array,auto_var,goto,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_launch
#include "prelude.cuh"

__global__ void step1_kernel(int n2, int count3, unsigned int *out4) {
  out4[0b110] *= static_cast<int>(0b111001 >> (*out4));
  n2 = 53 ^ out4[0];
  count3 &= 47lu;
}

template <typename T, int N = 6>
__global__ void __launch_bounds__(512, 1) count5_kernel(const T *input6, int lane7, float *data8, T *data9) {
  int s10{lane7};
  T v11 = data9[0];
  static_assert(20 == 024, "size check");
  double z12 = N;
}

extern "C" {
__global__ void __maxnreg__(128) sift13_kernel(float *dst14, const float *input15) {
  --dst14[0b111];
  (*dst14) /= dst14[7];
}
}
__device__ int d_apply16[4];

template <class T, typename U>
__global__ void warp17_kernel(const T *input18, const U *src19, float *buf20, float cfg21) {
  d_apply16[3] -= 58ul;
  --(*buf20);
  --buf20[5];
  d_apply16[2]++;
  T tmp22 = cfg21;
}

__global__ void accum23(float cfg24) {
  --d_apply16[1];
  auto lim25 = cfg24;
  if ((cfg24 += d_apply16[0x3], lim25) == cfg24) {
    goto done26;
  }
  lim25 = d_apply16[1];
done26:;
}

int main(void) {
  int count27 = 2991;
  auto step29 = [](double base28) -> float {
    static_assert(56 == 56, "expected value");
    base28 = base28;
    count5_kernel<unsigned, 3><<<sizeof(float) * 128, 128, sizeof(double) * 0x40>>>(nullptr, -8ll, static_cast<float*>(nullptr), nullptr);
    return 1.125f;
  };
  step29(count27);
  count27--;
  count27++;
  double cnt30[6]{8.75, 20.875, 0x1p0, -10.875F, static_cast<double>(count27), 20.25};
  ++cnt30[0x3];
  step1_kernel<<<1 << 0x8, 16 * 0b10>>>(count27 | count27, 22, (unsigned*)nullptr);
  sift13_kernel<<<(2), dim3((count27 + 63) / 0x40), sizeof(float) * 128>>>(nullptr, nullptr);
  warp17_kernel<long, int><<<dim3((2), 32, 32), sizeof(float) * 0x20, 0x0>>>(nullptr, nullptr, (float*)nullptr, cnt30[4]);
  return 0;
}
