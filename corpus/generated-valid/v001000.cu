// cudagen 0.1 seed 1000 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_device_function,host_function,constexpr_function,main,constant_array,shared_var,constexpr_var,typedef,namespace,if,if_init,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

constexpr __host__ __device__ int smooth2(int lane3) {
  return lane3;
}
typedef int idx4_t;
__constant__ unsigned int c_stencil5[2] = {15, 47};

__device__ __forceinline__ float merge6(unsigned *__restrict__ buf7, unsigned long *data8) {
  __shared__ double sh_9[0x1 << 6];
  data8[blockDim.x] = (*data8) + c_stencil5[gridDim.x];
  bool mid10 = (c_stencil5[blockIdx.y]);
  (*data8) &= (*data8) | (0x32U + smooth2(sh_9[0x6]));
  int lim11 = (float)smooth2(mid10);
  return 44 + CAT_1(mid, 10);
}

__device__ __forceinline__ char pivot12(int len13, const float *__restrict__ src14) {
  len13 -= (int)0x29;
  {
    float mid15 = merge6(nullptr, nullptr);
    mid15 = merge6(nullptr, nullptr);
  }
  return smooth2(len13);
}

namespace gpu16 {
constexpr idx4_t WIDTH17 = 0b1000000;

constexpr int run_grow18(idx4_t len19) {
  len19 = (gpu16::WIDTH17);
  return ((len19 == ((len19 <= 55) ? gpu16::WIDTH17 : gpu16::WIDTH17)) ? smooth2(len19) : smooth2(len19));
}
} // namespace gpu16

__global__ void count20_kernel(idx4_t *__restrict__ buf21, char beta22) {
  unsigned gid23 = threadIdx.x;
  double f24 = smooth2(threadIdx.y ^ (~gid23));
  unsigned char *x25 = (unsigned char*)nullptr;
  x25[0x1] = (signed char)((gid23 + gpu16::WIDTH17) * pivot12(blockDim.y, (const float*)nullptr));
  (*x25) *= gpu16::WIDTH17;
  __shared__ float sh_26;
}

int main() {
  int len27 = 814;
  len27 ^= smooth2(len27);
  if (len27 != (len27 << 3))
    return gpu16::WIDTH17;
  if (float mid28 = gpu16::WIDTH17; (CAT_1(len, 27) == mid28) && (((long)len27) & 1)) {
    gpu16::run_grow18(mid28);
    len27 = mid28;
  }
  count20_kernel<<<(len27 + 0x1f) / 0x20, 0x20, 0x0>>>((int*)nullptr, gpu16::run_grow18(len27));
  return 0;
}
