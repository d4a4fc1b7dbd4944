// cudagen 0.1 seed 1200 valid
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,local_array,if,for,pragma_unroll,goto,ternary,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,sizeof,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__global__ void __maxnreg__(128) update2(int *out3, int count4, float *data5, float *acc6) {
  extern __shared__ unsigned dyn_7[];
  int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i8 >= count4)
    return;
  if (blockDim.x >= (dyn_7[i8] + 60)) {
    count4 = out3[blockIdx.z];
    constexpr int e9 = (45);
  }
}
// NOTE: keep in sync with the host reference.

__global__ void fuse10(char b11) {
  extern __shared__ unsigned char dyn_12[];
  unsigned char h13 = (dyn_12[5] > (blockDim.x + u8'0')) ? dyn_12[b11] : 0x3c;
  int q14 = (double)(9 + ((h13 != dyn_12[h13]) ? h13 : 15.));
  if (q14 < threadIdx.y) {
    goto finish16;
  }
  #pragma unroll
  for (int it15 = 0x0; it15 < q14; ++it15) {
    dyn_12[0x2] = gridDim.x;
    b11 = 074;
    if (b11 != 37)
      return;
  }
finish16:;
}

static __global__ void pack17(const float *__restrict__ coef18) {
  int i19 = (blockIdx.x * blockDim.x) + threadIdx.x;
  long mid20[0x1 << 3] = {};
  __shared__ int sh_21[32];
  if ((59 << sh_21[i19]) < ((threadIdx.y ? 15 : i19) - ((mid20[1] < sh_21[i19]) ? 4 : sh_21[7]))) {
    sh_21[24] = ((((*coef18) == coef18[i19]) ? i19 : 0x1325) - (45 / sh_21[i19])) + u8'#';
    __shared__ unsigned char sh_22[128];
  }
}

int decay23(const int *coef24) {
  double s25 = 4002l;
  return (((int)s25) * 'A') << (*coef24);
}

int main() {
  int len26 = 03702;
  constexpr int sum27 = -4;
  update2<<<(len26 + 31) / 0x20, 2 * 0x10>>>(&len26, (len26 + 3) / len26, nullptr, (float*)nullptr);
  int stride28 = +(5 - CAT_1(len, 26));
  if ((CAT_1(stride, 28) - stride28) != stride28)
    return sum27;
  fuse10<<<1 << 4, 1 << 7>>>((025LL * stride28) >> stride28);
  pack17<<<sizeof(int) * 32, dim3((stride28 + 127) / 128), sizeof(float) * 32, (cudaStream_t)0>>>(nullptr);
  return 0x0;
}
