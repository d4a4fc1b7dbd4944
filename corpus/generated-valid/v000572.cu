// cudagen 0.1 seed 572 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shared_var,shared_2d,extern_shared,constexpr_var,while,switch,switch_fallthrough,nested_block,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,lambda,macro_object,macro_function,macro_statement,comments
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define CHUNK_2 4
#define BLOCK_SIZE_3 128
#define SQR_4(x) ((x) * (x))
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
/* Layout: row-major, no padding. */

__global__ void __launch_bounds__(sizeof(unsigned int) * (CHUNK_2 + 252), CHUNK_2) march7(double *out8) {
  extern __shared__ int dyn_9[];
  int idx10 = threadIdx.x;
  out8[1] = dyn_9[6] & idx10;
  switch (idx10 - idx10) {
  case 5:
    break;
  case NUM_ITERS_1 + 1:
  case 0xa: {
    __shared__ int sh_11[4][8];
    short base12(threadIdx.y);
    [[fallthrough]];
  }
  case 1 << NUM_ITERS_1:
    break;
  }
}

static __global__ void pack13_kernel(int stride14, const int *coef15) {
  extern __shared__ size_t dyn_16[];
  unsigned gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  {
    ACCUM_6(stride14, (MAX2_5(coef15[6], 63U)));
    int flag18{1};
  }
  dyn_16[stride14 & 7] = gid17;
  dyn_16[2] = dyn_16[1];
  ACCUM_6(stride14, ((((coef15[6] + dyn_16[gid17]) - NUM_ITERS_1) > (gid17 / gid17)) ? coef15[stride14] : 0x20));
}

int main() {
  int n19 = 3150;
  auto lam21 = [](double k20) {
    k20--;
    k20 = k20;
  };
  lam21(n19);
  int pass22 = 0;
  while (pass22 < n19) {
    switch (pass22 + n19) {
    case 3:
      break;
    case 0x6:
      break;
    case 10: {
      n19 += 20;
      int s23((size_t)int(n19));
      [[fallthrough]];
    }
    case CHUNK_2 + NUM_ITERS_1:
      break;
    }
    ++pass22;
  }
  march7<<<dim3((pass22 + 0b111111) / 64, 1 << 7, 1 << 9), dim3((n19 + 63) / 64), 0>>>((double*)nullptr);
  pack13_kernel<<<dim3(1 << 0x8, (pass22 + 31) / 32, CHUNK_2 + 4), dim3((pass22 + 255) / 256, (pass22 + 31) / 040, (pass22 + 127) / 0x80), sizeof(float) * 0b100000>>>(0b101110, &pass22);
  return 0;
}
