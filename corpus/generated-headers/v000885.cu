// cudagen 0.2 seed 885 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,main,shared_var,if,for,goto,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_function,exceptions,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cmath>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define SQR_2(x) ((x) * (x))

__device__ double decay3(int count4) {
  __shared__ unsigned int sh_5;
  __shared__ float sh_6[16];
  (void)sh_6;
  for (int i7 = 0; i7 < 7; i7++) {
    int cnt8 = blockIdx.z - (blockDim.y * (i7 + gridDim.x));
    (void)cnt8;
    float mid9 = 23.75f;
    (void)mid9;
  }
  int diff10 = (count4);
  __shared__ unsigned int sh_11[256];
  (void)sh_11;
  return (SQR_2(sh_5) * diff10);
}
__host__ __device__ float norm12(float x, float y) {
  return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

__global__ void pivot13_kernel(int len14, float *acc15, int *__restrict__ acc16, int lane17) {
  int i18 = threadIdx.x;
  if (i18 >= lane17) {
    return;
  }
  bool q19 = acc16[2] != (41U - (*acc16));
  if ((warpSize & 1)) {
    goto done20;
  }
  if (q19) {
    return;
  }
done20:;
}

int main() {
  int n21 = 2941;
  try {
    dim3 k22(256);
    (void)k22;
    if (n21 > 55) {
      throw 55;
    }
  } catch (int) {
  }
  pivot13_kernel<<<256, 8 * 4, (256)>>>(4903, (float*)nullptr, (int*)nullptr, n21);
  return 0;
}
