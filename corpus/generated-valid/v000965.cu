// cudagen 0.1 seed 965 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shared_var,shared_2d,if,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

extern "C" {
__global__ void stencil3_kernel(unsigned long b4, int *__restrict__ acc5, unsigned short alpha6) {
  int gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ short sh_8[10][9];
  __shared__ double sh_9[32];
  float acc10{17.625f};
  __shared__ int sh_11[4 * 2];
}
}

template <typename T, class U>
__global__ void tile12_kernel(U *__restrict__ buf13, int len14, int n15, U *__restrict__ data16) {
  unsigned int i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i17 >= n15) {
    return;
  }
  n15 |= CAT_2(i, 17);
  buf13[threadIdx.y & 7] *= ((blockIdx.x & n15) >> 2) & ((((*buf13) == gridDim.y) ? i17 : 14UL) - len14);
  __shared__ float sh_18[8];
  if (len14 == CAT_2(i, 17)) {
    (*buf13) = (((i17 & 1) ? 18ul : len14) * 0x13lu) ^ (CAT_2(i, 17) & (CAT_2(n, 15)));
    U x19{6};
  }
}

int main() {
  int n20 = 3462;
  tile12_kernel<float, float><<<dim3((n20 + 63) / 64), dim3(0x1), 64 * 16>>>((float*)nullptr, n20, (n20 - n20) * (62L - n20), (float*)nullptr);
  n20 >>= ((int(n20) << 6) >= (10)) ? 17 : n20;
  n20 = n20;
  n20 <<= ((n20 <= 0x12) || (n20 <= n20) || (CAT_2(n, 20) < (CAT_2(n, 20) % n20))) ? 8u : n20;
  stencil3_kernel<<<dim3((n20 + 255) / 256, (n20 + 31) / 0x20), 32 * 0x4, 0>>>(3, &n20, n20);
  return 0x0;
}
