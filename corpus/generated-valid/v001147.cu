// cudagen 0.1 seed 1147 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,main,shared_var,extern_shared,constexpr_var,const_local,enum,if,if_else,do_while,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,sizeof,macro_object,pp_undef
#include "prelude.cuh"

#define WARPS_1 128
#define RADIUS_2 8
#define BLOCK_SIZE_3 128
#undef BLOCK_SIZE_3
#define BLOCK_SIZE_3 8

__device__ __forceinline__ int mix4(const int *__restrict__ src5) {
  short f6 = (unsigned)(src5[threadIdx.x & 7] + 0b11100l);
  f6 ^= 2351ll;
  const float base7 = 15 + ((blockDim.z) + 0x1p1f);
  return 0x3B;
}

__global__ void spread8(int n9, short *data10, int *buf11, const int *coef12) {
  unsigned int tid13 = threadIdx.x;
  if (tid13 >= n9) {
    return;
  }
  buf11[tid13 & 7] %= mix4(nullptr);
  mix4(buf11);
  if ((data10[0b0] + data10[threadIdx.x & 7]) == tid13) {
    return;
  }
}
enum Color14 { RED15, IDLE16 };

__global__ void __maxnreg__(32) probe17_kernel(float *__restrict__ out18, int *__restrict__ out19) {
  extern __shared__ int dyn_20[];
  unsigned int idx21 = (blockIdx.x * blockDim.x) + threadIdx.x;
  constexpr int idx22 = 0x4;
  out19[idx21] += (int)threadIdx.y;
}

__device__ long relax23(int n24) {
  if (((n24 - RED15) % 0x9) < 45) {
    float t25 = threadIdx.x;
  } else {
    n24 -= (mix4(nullptr) - 0x1f) % n24;
  }
  if (n24 == RADIUS_2) {
    float stride26 = mix4((const int*)nullptr);
    Color14 y27 = IDLE16;
  } else if (n24 == ((float)(-n24))) {}
  return warpSize;
}

template <class T, int N>
__global__ void score28_kernel(T *data29, float *data30) {
  int gid31 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int val32 = ~blockIdx.z;
  int pass33 = 0;
  do {
    T res34 = 0x7F;
    ++pass33;
  } while (pass33 < pass33);
  val32 -= 0x17;
  static_assert((RADIUS_2 + 4) > 11, "tile must fit");
  data30[blockDim.x] += (BLOCK_SIZE_3 % pass33) ^ threadIdx.x;
}

int main() {
  int size35 = 935;
  size35++;
  cudaStream_t h36 = 0;
  float res37 = 53;
  const int val38 = 59 + res37;
  spread8<<<dim3(128, (val38 + 255) / 256, (val38 + 255) / 0x100), 64 * 4, WARPS_1 + 0xf80, h36>>>(WARPS_1 + (val38 + res37), (short*)nullptr, nullptr, nullptr);
  probe17_kernel<<<(val38 + 255) / 256, (RADIUS_2 + 504)>>>((float*)nullptr, (int*)nullptr);
  score28_kernel<long, 0b11><<<(size35 + 127) / 128, dim3((val38 + 31) / 0x20, RADIUS_2 + (IDLE16 + 0x7), BLOCK_SIZE_3 + (WARPS_1 + 376)), sizeof(float) * 256>>>((long*)nullptr, (float*)nullptr);
  return 0;
}
