// cudagen 0.1 seed 131 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_stream,builtin_vars,device_function,host_function,main,shared_var,shared_2d,struct,struct_template,typedef,if,if_else,for,static_assert,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

__global__ void merge4_kernel(const double* __restrict__ src5) {
  if (src5 != nullptr) {
    for (int i6 = 0, j7 = 8; i6 < j7; (++i6, (--j7))) {}
  } else if (blockDim.x < src5[3]) {
    static_assert(sizeof(int) == 4, "bad config");
  } else {
  }
}

__global__ void __launch_bounds__(0x20) bias8_kernel(int len9, int stride10, int len11, double p12) {
  int tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((len9 - int(51)) != (len9 & gridDim.x)) {
    for (int i14 = 5; i14 > 0; --i14) {
      if (warpSize >= 44)
        continue;
      len11 = 23;
    }
  } else {
  }
}
// NOTE: keep in sync with the host reference.

template <typename T>
struct Stats15 {
  T sum16, sum17;
  T val18;
};
typedef int *ptr19_t;
static_assert(sizeof(int) == 4, "size check");

__device__ int pack20(int lane21) {
  __shared__ float sh_22[14][9];
  lane21 = (44 + sh_22[4][threadIdx.x]) / ((+sh_22[1][blockDim.x]) + (34ul + threadIdx.y));
  sh_22[threadIdx.z][lane21] = (double)((blockDim.z & lane21) % (lane21 - 24));
  Stats15<int> tmp23{55, 2, 16u};
  int flag24((lane21 += lane21, ((lane21 & 0x37) * (22 + tmp23.val18))));
  sh_22[0x8][1] = sh_22[lane21][flag24];
  return (flag24 + (35 % blockIdx.y)) % lane21;
}

int scatter25(float p26, int lane27, float* out28) {
  --(*out28);
  cudaStream_t v29 = nullptr;
  return (lane27);
}

int main() {
  int size30 = 0x212;
  size30 = size30;
  scatter25(20.625f, size30, nullptr);
  (size30--, (size30 = size30));
  size30 = size30;
  merge4_kernel<<<(size30 + 0x3f) / 64, 0x80>>>((const double*)nullptr);
  bias8_kernel<<<(size30 + 255) / 256, 0b1 << 9>>>(0x28 * (size30 * size30), int(3820), size30, size30 * size30 * size30);
  return 0;
}
