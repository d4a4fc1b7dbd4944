// cudagen 0.1 seed 735 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,host_device_function,device_template_function,main,shared_var,static_shared,constexpr_var,auto_var,switch,switch_fallthrough,incdec,comma,call,lit_int_hex,lit_int_suffix,lit_float,cast_c,sizeof,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
// Computes one element per thread.

template <typename T, int N = 4>
__device__ int bias4(T p5) {
  p5 = N;
  p5--;
  p5++;
  T acc6 = N;
  p5 = ((N - acc6) + acc6) / 17.0;
  p5 = (N * threadIdx.x * N) % 10;
  return acc6;
}

__global__ void rank7_kernel(unsigned int alpha8) {
  unsigned int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  static __shared__ int sh_10;
  (++alpha8, (alpha8 = idx9));
  alpha8 = alpha8;
  float tmp11{6};
}
// Computes one element per thread.

__host__ __device__ float drift12(int n13, int n14) {
  n13 = (8 + CAT_3(n, 14)) * n14 * CAT_3(n, 13);
  int k15 = n13 - (0x17b + n14);
  return 0x2cL + n13;
}

int main() {
  int size16 = 920;
  auto r17 = size16;
  switch (CAT_3(r, 17)) {
  case 12:
    switch (size16 * size16) {
    case 12:
      rank7_kernel<<<sizeof(float) * 128, (128), sizeof(double) * 256>>>((0x2eU % r17) - r17);
      break;
    case 5:
      r17 = drift12(drift12(size16, size16) / size16, (double)14.75);
      break;
    case 2:
      break;
    default:
      break;
    }
    [[fallthrough]];
  case (1):
    break;
  default:
    break;
  }
  return 0;
}
