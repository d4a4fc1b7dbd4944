// cudagen 0.1 seed 286 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,device_var,shared_var,extern_shared,const_local,if,ternary,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
__device__ bool d_combine5;

static int count6(int stride7) {
  cudaStream_t base8 = 0;
  if ((stride7 - stride7) < stride7) {
    return (stride7);
  }
  return ((stride7 += stride7, stride7) >> 9);
}

__global__ void shade9(unsigned long long beta10) {
  extern __shared__ short dyn_11[];
  int idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int* cnt13 = (int*)nullptr;
  dyn_11[threadIdx.z] = (!(d_combine5 && (cnt13[idx12] < 44))) ? ((cnt13[0x6] += dyn_11[4], 24L) * (gridDim.z & idx12)) : threadIdx.y;
  const int off14 = 36;
}

static int step15(int stride16, long beta17, int lane18) {
  shade9<<<(2), 1 << 8, 0x100, (cudaStream_t)0>>>(int(beta17 * beta17));
  shade9<<<(lane18 + 255) / 256, (64)>>>((float)CAT_4(lane, 18));
  const int* e19 = nullptr;
  unsigned int* s20 = nullptr;
  if (((CAT_4(stride, 16) - s20[stride16]) & 1)) {
    return float(9.75f - (*s20));
  }
  int diff21 = (((*e19) * s20[beta17]) << 0) + s20[1];
  return 9 % stride16;
}

static int stencil22(int lane23) {
  if (((lane23 | lane23) < lane23) && (lane23 & 0x1)) {
    if (lane23 >= lane23) {
      unsigned int v24(((lane23 ^ 16U) | (lane23 ? 9L : 12)) - lane23);
      v24 = lane23;
    }
  }
  return (+(lane23)) - (lane23 + (lane23 / lane23));
}

int main() {
  int n25 = 1510;
  shade9<<<sizeof(int) * 8, sizeof(unsigned int) * 128, sizeof(int) * 32, nullptr>>>(n25);
  shade9<<<2, (0x80), 0, nullptr>>>(n25 ^ 48);
  return 0x0;
}
