// cudagen 0.1 seed 674 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,shared_var,static_shared,constexpr_var,local_array,auto_var,const_local,if,for,while,compound_assign,bitwise,shift,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_statement
#include "prelude.cuh"

#define CHUNK_1 256
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__device__ float norm3(int count4) {
  unsigned res5[7] = {};
  long x6 = 23l;
  for (int j7 = 0, j8 = 9; j7 < j8; (++j7, (--j8))) {
    int iter9 = 0;
    while (iter9 < x6) {
      for (int i10 = 0, j11 = 0b1 << 3; i10 < j11; (++i10, (--j11))) {
        float q12 = i10;
        float off13(32);
      }
      ++iter9;
    }
  }
  return 48;
}

__global__ void apply14(int len15) {
  if (12 <= len15) {
    return;
  }
  int lim16[1 << 0x1] = {};
  norm3(CHUNK_1);
  len15 = ((lim16[len15] + 2) - norm3(53)) - len15;
  int acc17[2]{int(CHUNK_1), 18ul};
  lim16[0] *= lim16[0];
  norm3(2 * lim16[1]);
}

__global__ void clamp18_kernel(int *acc19, const float *__restrict__ coef20) {
  int gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (*acc19) ^= (acc19[gid21] += 36, (acc19[6]));
  const int q22 = CHUNK_1;
  const unsigned long long sum23 = (CHUNK_1 + ((*acc19) - q22)) - coef20[threadIdx.y];
  double idx24 = (CHUNK_1);
}

extern "C" __global__ void step25_kernel(long *acc26, float *out27, const double *__restrict__ input28, const int *input29) {
  int i30 = threadIdx.x;
  unsigned long long sum31 = 0xa9d;
  auto s32 = float(norm3(CHUNK_1) * norm3(*acc26));
  static __shared__ int sh_33;
  int sum34 = (((char)(*input29)) - CHUNK_1) / unsigned(gridDim.x);
  int k35 = int((i30) + norm3(CHUNK_1));
  norm3(sizeof(int));
}

int main() {
  int n36 = 3377;
  for (int n37 = 7; n37 > 0; --n37) {
    int res38{0b110011u};
    const char *mid39 = "warp size";
    apply14<<<256, (512), CHUNK_1 + (CHUNK_1 + 3584), 0>>>(mid39[0]);
  }
  clamp18_kernel<<<(n36 + 127) / 128, 0x200, CHUNK_1 + (CHUNK_1 + 512), 0>>>(nullptr, nullptr);
  step25_kernel<<<(0x1), 32, sizeof(int) * 256, (cudaStream_t)0>>>((long*)nullptr, (float*)nullptr, nullptr, nullptr);
  return 0;
}
