// cudagen 0.1 seed 1230 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,constexpr_var,auto_var,enum_class,if,goto,static_assert,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,macro_object,macro_paste
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define NUM_ITERS_2 (4)
#define NUM_ITERS_3 5
#define CAT_4(a, b) a##b
enum class Phase5 {
  High6 = 2,
  Idle7,
  Add8,
  Slow9 = 9,
  Slow10
};
enum class State11 : int { Mul12, Busy13, Mul14 = 3 };

__global__ void fold15(const long* coef16, const unsigned* src17, const float* input18) {
  extern __shared__ float dyn_19[];
  unsigned i20 = threadIdx.x;
  dyn_19[blockIdx.x] = threadIdx.x;
  dyn_19[2] = dyn_19[i20];
  __shared__ long sh_21[32];
}

__global__ void lerp22_kernel(int n23, int* buf24, const int* __restrict__ input25, const double* __restrict__ in26) {
  extern __shared__ unsigned dyn_27[];
  int idx28 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx28 >= n23)
    return;
  float v29 = CAT_4(idx, 28) * dyn_27[4];
  if (!(idx28 >= 31)) {
    goto out30;
  }
  (*buf24) = 7 & gridDim.x;
out30:;
}

int main() {
  int len31 = 1879;
  if (!(len31 == len31))
    return BLOCK_SIZE_1;
  len31 = len31 & (len31 << 0b111);
  static_assert(42 == 42, "size check");
  auto sum32 = (56 | len31) - ((5 & len31) + len31);
  (++sum32, (sum32 = sum32));
  lerp22_kernel<<<dim3((len31 + 255) / 256, (BLOCK_SIZE_1 + 96)), 1 << (NUM_ITERS_2 + 3), 1024, nullptr>>>(len31, &sum32, &sum32, (const double*)nullptr);
  fold15<<<2, 0b10000000, 0b0, (cudaStream_t)0>>>(nullptr, nullptr, nullptr);
  return 0;
}
