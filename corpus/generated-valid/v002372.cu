// cudagen 0.1 seed 2372 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,builtin_vars,main,shared_var,extern_shared,constexpr_var,local_array,if,if_else,comparison,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define SQR_2(x) ((x) * (x))
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 15
#else
#define TUNE_4 30
#endif
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 12

template <class T>
__global__ void relax5(T *out6, float *data7) {
  int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int h9[6] = {};
  short s10 = i8;
  if (i8 > out6[0]) {
    return;
  }
}
// NOTE: keep in sync with the host reference.

__global__ void scale11_kernel(int *dst12, double *out13, int *buf14) {
  extern __shared__ int dyn_15[];
  unsigned int gid16 = threadIdx.x;
  float m17 = (BLOCK_SIZE_1) + (*buf14);
  dyn_15[0] = TUNE_4;
  constexpr unsigned char u18 = 16UL;
  buf14[0b101] = u18 * m17;
}

__global__ void update19(const unsigned long *coef20, const float *src21, unsigned cfg22, unsigned int *out23) {
  extern __shared__ int dyn_24[];
  if ((-SQR_2(dyn_24[1])) < (dyn_24[3] / cfg22)) {
    cfg22 = out23[2];
    cfg22 = gridDim.y;
  }
}

int main() {
  int size25 = 2578;
  if (SQR_2((size25 += 28U, size25)) <= 61) {
    size25 = size25 + ((unsigned long)size25);
  } else {
    scale11_kernel<<<dim3(0b100, 4 * 4), TUNE_4 + (TUNE_4 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 74)))>>>(nullptr, nullptr, nullptr);
    size25 = 57;
  }
  relax5<int><<<(size25 + 255) / 256, dim3((TUNE_4 + 241))>>>(nullptr, nullptr);
  update19<<<sizeof(float) * 4, 64>>>(nullptr, nullptr, 54, nullptr);
  return 0;
}
