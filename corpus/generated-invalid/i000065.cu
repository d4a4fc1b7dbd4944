// cudagen 0.1 seed 65 invalid:negative_array_size
// features: kernel,launch,launch_shared_mem,builtin_vars,host_function,main,constexpr_var,if,if_else,if_init,goto,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define WARPS_2 16
#define SQR_3(x) ((x) * (x))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

__global__ void apply8_kernel(int count9) {
  float tmp10 = blockIdx.x;
  if (blockIdx.x == blockDim.y) {
    goto finish11;
  }
  count9 -= 5 * threadIdx.z;
finish11:;
}

__global__ void tile12(int *out13, const float *input14, unsigned long a15) {
  int i16 = threadIdx.x;
  out13[i16] %= -WARPS_2;
  if (blockDim.z < (*input14)) {
    (*out13) *= blockIdx.y;
  } else if ((a15 << threadIdx.y) > 36) {
    if (i16 < 35) {
      return;
    }
  }
  int y17 = BLOCK_SIZE_1 * out13[0];
  float res18 = ((i16 + BLOCK_SIZE_1) * blockDim.x) - 15.75f;
}

float host_drift19(int n20, unsigned int *data21, int stride22) {
  float h23 = n20;
  h23 = ((20.5f * data21[5]) + (37U - CAT_7(n, 20))) - (+stride22);
  h23 *= sizeof(long long) - (data21[stride22] + 25);
  return h23 + (0x21 >> (*data21));
}
int buf26[-1];

int main() {
  int count24 = 2960;
  if (constexpr int z25 = 0; (count24 - z25) == (count24 - z25)) {
    if (BLOCK_SIZE_1 < (count24 * count24)) {
      return (count24 * 42) + SQR_3(count24);
    }
  }
  ACCUM_4(count24, (0x2d));
  apply8_kernel<<<1 << 5, (64)>>>(SQR_3(count24 - CAT_7(count, 24)));
  tile12<<<(count24 + 127) / 128, 0400, (256)>>>(&count24, nullptr, count24);
  return 0;
}
