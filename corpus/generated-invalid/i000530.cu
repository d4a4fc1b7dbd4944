// cudagen 0.1 seed 530 invalid:invalid_type_conversion
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,auto_var,enum_class,using_alias,if,switch,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,macro_object,macro_function,macro_statement,comments
#include "prelude.cuh"

#define WARPS_1 128
#define TILE_DIM_2 16
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
// Layout: row-major, no padding.

static __global__ void scatter8(float a9) {
  int idx10 = threadIdx.x;
  ++a9;
  switch (idx10) {
  case 8:
    break;
  case 2:
    break;
  case 2 * 5: {
    int off11 = (double)(idx10 % 024);
    break;
  }
  default:
    --a9;
    break;
  }
}
enum struct Op12 : unsigned char {
  Off13,
  High14,
  Low15,
  Busy16,
  Idle17 = 6
};

template <typename T>
__global__ void score18_kernel(T q19, T *__restrict__ data20, T *__restrict__ acc21) {
  extern __shared__ int dyn_22[];
  unsigned int tid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ unsigned int sh_24[64];
  acc21[tid23] = blockIdx.z;
  if (sh_24[tid23]) {
    return;
  }
  T res25 = (34) + (sh_24[46] - (tid23 + acc21[tid23]));
  if (dyn_22[tid23] != 0x1E) {
    return;
  }
}
using idx26_t = int;

__host__ void norm27(int len28) {
  if (len28 != len28) {
    return;
  }
  auto diff29 = 2;
  scatter8<<<0x100, WARPS_1>>>(len28);
  if ((len28 + len28) <= len28) {
    return;
  }
  SWAP_5(idx26_t, len28, diff29);
  len28 = 0x34 - (diff29 + 06442 + len28);
}

double host_reduce30(unsigned long *data31, float *__restrict__ dst32) {
  cudaStream_t y33 = 0;
  (*data31) = (data31[5] - (0x23 * (*data31))) % ((*data31) - (data31[0x1] * 4367ul));
  score18_kernel<float><<<64, (TILE_DIM_2 + 48)>>>((8 - data31[0b101]) - ((*dst32) * 64U), dst32, (float*)nullptr);
  float q34{float(0x37)};
  q34++;
  return q34;
}

int main() {
  int n35 = 2087;
  double d_38 = 1.5;
  int *p_38 = (int *)d_38;
  cudaStream_t q36 = nullptr;
  scatter8<<<2 * 2, 0x20, 0x0>>>(n35);
  switch (n35 + n35) {
  case 012:
    break;
  }
  dim3 res37 = dim3((n35 + 127) / 128, 32, (n35 + 0x3f) / 64);
  n35 = (n35 += n35, ((unsigned int)23)) * n35;
  return 0;
}
