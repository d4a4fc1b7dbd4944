// cudagen 0.2 seed 221 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,local_array,auto_var,incdec,array_index,cast_c,sizeof,macro_function,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <utility>
#include <cuda/std/array>
#include <cuda/std/functional>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
float norm3(float x, float y) {
  return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

__global__ void weigh4_kernel(long long alpha5) {
  extern __shared__ float dyn_6[];
  int tid7 = threadIdx.x;
  (void)tid7;
  --dyn_6[blockIdx.x];
  int sum8[2 * 3] = {};
  (void)sum8;
}

int main() {
  int len9 = 414;
  auto m10 = (float)len9;
  (void)m10;
  cudaEvent_t start11, stop12;
  cudaEventCreate(&start11);
  cudaEventCreate(&stop12);
  cudaEventRecord(start11);
  cudaEventRecord(stop12);
  cudaEventSynchronize(stop12);
  float ms13 = 0.0f;
  cudaEventElapsedTime(&ms13, start11, stop12);
  cudaEventDestroy(start11);
  cudaEventDestroy(stop12);
  cudaEvent_t start14, stop15;
  cudaEventCreate(&start14);
  cudaEventCreate(&stop15);
  cudaEventRecord(start14);
  cudaEventRecord(stop15);
  cudaEventSynchronize(stop15);
  float ms16 = 0.0f;
  cudaEventElapsedTime(&ms16, start14, stop15);
  cudaEventDestroy(start14);
  cudaEventDestroy(stop15);
  weigh4_kernel<<<(len9 + 255) / 256, 256, sizeof(float) * 32, 0>>>(ms16);
  return 0;
}
