// cudagen 0.1 seed 835 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_stream,builtin_vars,device_function,host_function,default_args,main,constexpr_var,auto_var,if,for,switch,switch_fallthrough,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,lambda,lambda_capture_ref,lambda_iife,macro_function,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define HALF_2(x) ((x) / 2)

__global__ void bias3_kernel(float *__restrict__ acc4, unsigned int *__restrict__ dst5, double *__restrict__ out6, long long beta7) {
  constexpr char prod8 = 64;
  int lo9 = (dst5[7] - threadIdx.x) + (threadIdx.x + (*acc4));
  beta7 = float(10.25f + threadIdx.y);
}

void run_warp10(int *dst11, int count12, int n13 = 54) {
  (*dst11) %= 4840;
  bias3_kernel<<<8, 512>>>(reinterpret_cast<float*>(dst11), (unsigned*)nullptr, reinterpret_cast<double*>(dst11), (3091l - dst11[count12]) - (n13 + n13));
  (*dst11) %= unsigned(float(21) + (dst11[1] & 1));
}

__device__ void clamp14(unsigned char a15, int lane16) {
  switch (static_cast<unsigned char>(lane16)) {
  case 0b1011:
  case 3 * 3:
    break;
  default: {
    int lo17(a15);
    break;
  }
  }
  if ((a15 / 3727) <= a15)
    return;
  double prod18(37u + a15);
  if (lane16 < HALF_2(a15))
    return;
  prod18 += blockIdx.x;
}
// Layout: row-major, no padding.

template <typename T, typename U>
__global__ void spread19_kernel(const T *input20) {
  int gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
  U cnt22 = blockIdx.y;
  cnt22 += +(input20[gid21 & 0b111]);
  auto r23 = static_cast<unsigned long>(55 + cnt22);
}

int check_probe24(int len25) {
  --len25;
  ([&]() {
    ++len25;
  })();
  float cnt26 = len25;
  ++len25;
  long res27 = len25 - 30;
  cnt26 = res27;
  return len25 * cnt26;
}

int main(void) {
  int count28 = 260;
  for (int n29 = 0; n29 < count28; n29 += 2) {
    count28 %= n29;
    constexpr unsigned lo30 = 2 * 7;
  }
  cudaStream_t t31 = 0;
  count28 |= static_cast<unsigned>(ADD3_1(check_probe24(count28), 1, count28));
  cudaStream_t idx32 = (cudaStream_t)0;
  spread19_kernel<float, float><<<(count28 + 255) / 256, 32 * 16>>>(nullptr);
  return 0;
}
