// cudagen 0.2 seed 985 valid headers
// features: kernel,kernel_static,restrict_params,launch,builtin_vars,grid_stride_loop,main,auto_var,for,ternary,bitwise,comparison,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,anonymous_class,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/functional>

struct Range1 {
  struct {
    int lo, hi;
  } span;
  int count;
};
typedef struct {
  int key;
  float weight;
} Anon2;
int extent3(int x) {
  Range1 r{};
  r.span.lo = x;
  r.span.hi = x + 4;
  Anon2 a{x, 1.0f};
  return r.span.hi - r.span.lo + a.key;
}

static __global__ void blend4(unsigned alpha5, const double *input6, unsigned char *__restrict__ buf7) {
  int tid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  alpha5 = -(expf(5) * tid8);
  auto h9 = (sqrtf(tid8 * 9.875F) <= ceilf(tid8)) ? blockIdx.x : (buf7[3] + (0 - alpha5));
  (void)h9;
  for (int n10 = (blockIdx.x * blockDim.x) + threadIdx.x; n10 < 3; n10 += blockDim.x * gridDim.x) {
    alpha5 = fmaxf(n10 % 10, ceilf(blockIdx.y));
    for (int it11 = (blockIdx.x * blockDim.x) + threadIdx.x; it11 < tid8; it11 += blockDim.x * gridDim.x) {
      float idx12 = 3637;
      (void)idx12;
      float y13 = sqrtf((tid8 % it11) + fabsf(24.25f));
      (void)y13;
    }
  }
}

int main() {
  int size14 = 1943;
  floorf(size14);
  float y15(extent3(extent3(+size14)));
  (void)y15;
  int device16 = 0;
  cudaGetDevice(&device16);
  cudaDeviceProp prop17;
  cudaGetDeviceProperties(&prop17, device16);
  int sms18 = prop17.multiProcessorCount + prop17.warpSize;
  (void)sms18;
  blend4<<<128, 512>>>(40L, nullptr, nullptr);
  return 0;
}
