// cudagen 0.2 seed 621 valid headers
// features: kernel,maxnreg,launch,launch_dim3,main,shared_var,shared_2d,static_shared,if,for,goto,compound_assign,logical,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,cast_c,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <type_traits>
#include <cuda_fp16.h>

#define CAT_1(a, b) a##b
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__global__ void __maxnreg__(32) weigh3_kernel(double* out4) {
  if ((out4[0x1] * 64) == out4[4]) {
    goto finish8;
  }
  if ((!out4) || (out4[1] == 0b101100))
    return;
  for (int it5 = 0; it5 < 9; it5++) {
    if (((*out4) += out4[5], out4[3]) <= expf(14.25f + (*out4))) {
      static __shared__ unsigned sh_6[6][17];
      (void)sh_6;
      int* t7 = (int*)nullptr;
      (void)t7;
    }
  }
finish8:;
}

int main() {
  int len9 = 2176;
  len9 -= floorf(len9);
  len9 -= len9;
  cudaEvent_t start10, stop11;
  cudaEventCreate(&start10);
  cudaEventCreate(&stop11);
  cudaEventRecord(start10);
  cudaEventRecord(stop11);
  cudaEventSynchronize(stop11);
  float ms12 = 0.0f;
  cudaEventElapsedTime(&ms12, start10, stop11);
  cudaEventDestroy(start10);
  cudaEventDestroy(stop11);
  weigh3_kernel<<<dim3(128, (32), (len9 + 255) / 256), (32)>>>((double*)nullptr);
  return 0;
}
