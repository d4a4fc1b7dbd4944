// cudagen 0.1 seed 1873 valid
// features: kernel,kernel_static,launch,launch_shared_mem,builtin_vars,host_function,constexpr_function,main,shared_var,shared_2d,constexpr_var,using_alias,if,if_else,ternary,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object
#include "prelude.cuh"

#define NUM_ITERS_1 5
#define NUM_ITERS_2 ((64))

constexpr __host__ int run_fuse3(int count4) {
  count4 ^= NUM_ITERS_1 % count4;
  return count4 - (count4 ? NUM_ITERS_2 : 2);
}
using ptr5_t = signed char*;

static __global__ void pack6_kernel(char* acc7, const int* coef8, float* data9) {
  int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  char stride11 = (0x7F / (*acc7)) - (127);
  if (!(data9[gridDim.z] += *coef8, NUM_ITERS_2)) {
    double res12 = NUM_ITERS_1 - ((blockDim.x * coef8[5]) + 0x33);
    long long q13 = i10 + (0x2D + i10);
  } else if ((25 - acc7[3]) >= stride11) {
    if (i10 > stride11) {
      __shared__ unsigned int sh_14[14][16];
      acc7[0] = 2 / (acc7[stride11] + sh_14[i10][5] + acc7[stride11]);
    } else {
    }
  }
}

int main() {
  int n15 = 2055;
  n15 >>= run_fuse3((n15 << 1LL) * (n15 << n15));
  pack6_kernel<<<(n15 + 63) / 64, 32 * 0x2, sizeof(int) * 64>>>((char*)nullptr, nullptr, (float*)nullptr);
  return 0;
}
