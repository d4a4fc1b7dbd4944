// cudagen 0.2 seed 670 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,device_function,device_forceinline,host_device_function,main,local_array,const_local,enum_class,if,while,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,comments,enum_underlying,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <tuple>

__device__ __forceinline__ double split1(float beta2, const int *src3) {
  float v4 = fmaxf(static_cast<float>(beta2), 16.875f + beta2) - beta2;
  const double y5 = (src3[5] + (' ' - src3[4])) << ((*src3) + sizeof(float));
  sinf((*src3) >> (*src3));
  if ((beta2 - src3[1]) < 63l) {
    return static_cast<int>(*src3) + (1.5F + v4);
  }
  return y5;
}

__global__ void merge6_kernel(unsigned long long *acc7, int stride8) {
  int w9 = 0x0;
  while (w9 < w9) {
    int x10[7] = {38, 0x2f};
    (void)x10;
    ++w9;
  }
  if ((cosf(stride8) * ('A')) <= (0x6 - w9)) {
    const int s11 = (((short)0x1131ul) - (*acc7)) + (w9 - (w9 * stride8));
    (void)s11;
  }
  float f12 = stride8;
  (void)f12;
}
enum struct Op13 : short { Slow14 = 3, Add15 = 6 };
// Helper used by the kernels below.

__host__ __device__ void scatter16(unsigned int alpha17, int lane18, int stride19) {
  (lane18--, (stride19 = floorf(lane18)));
  const float sum20 = 8.375F;
  (void)sum20;
  Op13 z21 = Op13::Add15;
  (void)z21;
  lane18 = ((58lu - lane18) >> 1) << (alpha17 + long(L'0'));
}

int main() {
  int count22 = 3147;
  count22 = count22 << count22;
  if (count22) {
    merge6_kernel<<<(count22 + 0377) / 256, 64, 0, (cudaStream_t)0>>>((unsigned long long*)nullptr, fminf(0x24u, 3.0f));
    cudaEvent_t start23, stop24;
    cudaEventCreate(&start23);
    cudaEventCreate(&stop24);
    cudaEventRecord(start23);
    cudaEventRecord(stop24);
    cudaEventSynchronize(stop24);
    float ms25 = 0.0f;
    cudaEventElapsedTime(&ms25, start23, stop24);
    cudaEventDestroy(start23);
    cudaEventDestroy(stop24);
  }
  return 0;
}
