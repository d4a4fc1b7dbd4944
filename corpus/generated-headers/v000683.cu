// cudagen 0.2 seed 683 valid headers
// features: kernel,launch_bounds,launch,builtin_vars,grid_stride_loop,main,constexpr_var,if,for,compound_assign,bitwise,shift,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_nullptr,cast_c,sizeof,macro_object,macro_function,union,union_anonymous,runtime_api,hdr_cmath
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <cstdio>

#define NUM_ITERS_1 16
#define TILE_DIM_2 3
#define RADIUS_3 3
#define SQR_4(x) ((x) * (x))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
struct Bits7 {
  int tag;
  union {
    unsigned u;
    float f;
  };
};
__host__ __device__ float use8(int x) {
  Bits7 v{};
  v.tag = x;
  if (x > 6) {
    v.f = 4.5f;
    return v.f;
  }
  v.u = static_cast<unsigned>(x);
  return static_cast<float>(v.u) + 1.0f;
}

__global__ void __launch_bounds__(64 * 4) trace9(int* dst10, int* out11, int n12)
{
  int idx13 = threadIdx.x;
  if (idx13 >= n12) {
    return;
  }
  (*out11)--;
  for (int i14 = (blockIdx.x * blockDim.x) + threadIdx.x; i14 < 16; i14 += blockDim.x * gridDim.x) {
    (*out11) <<= (idx13 % 28) + TILE_DIM_2;
    int e15 = (out11[7] += sizeof(float), 51);
    (void)e15;
    float x16 = SQR_4(SQR_4(+n12));
    (void)x16;
  }
  (*out11) = expf(dst10[warpSize & 7]);
  (*out11) = 0b1 & out11[3];
}
struct Raw17 {
  int tag;
  union {
    unsigned u;
    float f;
  };
};
float use18(int x) {
  Raw17 v{};
  v.tag = x;
  if (x > 5) {
    v.f = 6.5f;
    return v.f;
  }
  v.u = static_cast<unsigned>(x);
  return static_cast<float>(v.u) + 1.0f;
}

int main()
{
  int len19 = 715;
  trace9<<<(len19 + 0b11111111) / 256, 1 << (RADIUS_3 + 4)>>>((int*)nullptr, nullptr, len19);
  cudaStream_t stream20;
  cudaStreamCreate(&stream20);
  cudaStreamSynchronize(stream20);
  return 0;
}
