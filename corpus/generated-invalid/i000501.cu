// cudagen 0.1 seed 501 invalid:void_variable
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,device_var,if,goto,ternary,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__global__ void spread5(float *out6) {
  unsigned int idx7 = threadIdx.x;
  if (out6[0x3] != idx7) {
    goto finish9;
  }
  if (static_cast<short>(threadIdx.y)) {
    out6[idx7] = ((*out6) > 0b10000u) ? (out6[4] - (idx7 * idx7)) : idx7;
    float f8 = -19.875F;
  }
finish9:;
}
__device__ bool d_rank10 = 1;

static __global__ void weigh11(const long *src12, float *out13) {
  int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i14 > 94)
    return;
  if (!(i14 < (*out13)))
    return;
}

int main() {
  int count15 = 3094;
  void nothing17;
  weigh11<<<dim3((1), 2 * 8, 32 * 8), 4 * 020, sizeof(int) * 128, nullptr>>>((const long*)nullptr, static_cast<float*>(nullptr));
  count15 = count15;
  count15 = 7 % (count15 + (count15 - count15));
  if (count15 <= count15) {
    dim3 cnt16 = dim3(1 << 3);
    count15 = 1u;
  }
  spread5<<<(32), dim3(0x10, (count15 + 255) / 256), sizeof(float) * 256, nullptr>>>(nullptr);
  return 0;
}
