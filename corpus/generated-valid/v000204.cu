// cudagen 0.1 seed 204 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,launch,launch_shared_mem,builtin_vars,host_function,main,device_array,shared_var,if,range_for,while,goto,compound_assign,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__device__ short d_pivot4[8] = {25, 63, 43, 228ul};
template <typename T>
__global__ void smooth5(T *dst6) {
  (d_pivot4[6]++, (d_pivot4[7] = threadIdx.x));
  --dst6[threadIdx.x];
  if (d_pivot4[7]) {
    return;
  }
}
__device__ long long d_fuse7[16];
__global__ void filter8_kernel(const int *coef9, unsigned *buf10, long q11) {
  __shared__ float sh_12[16];
  for (auto acc13 : d_pivot4) {
    if (d_fuse7[blockDim.z] > 57) {
      return;
    }
    ++buf10[acc13];
  }
  buf10[1] = 3U;
  (*buf10)++;
}
__global__ void __launch_bounds__(1 << 8) pack14_kernel(int len15) {
  int i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
  ++len15;
  d_pivot4[len15] >>= ((d_pivot4[4] += 36, threadIdx.x) * gridDim.x);
  if (((double)i16) == d_fuse7[blockIdx.x]) {
    return;
  }
  --d_fuse7[i16];
  unsigned short acc17 = 34;
  if (acc17 == blockDim.x) {
    goto out18;
  }
  if ((i16 * i16) < 19) {
    return;
  }
out18:;
}
__host__ unsigned long long clamp19(int lane20) {
  if (lane20) {
    return lane20 * '\n';
  }
  lane20 = -60;
  filter8_kernel<<<(lane20 + 31) / 32, 64, (256)>>>(nullptr, nullptr, lane20 + lane20 + lane20);
  filter8_kernel<<<1 << 3, 256, sizeof(float) * 64>>>(nullptr, nullptr, (lane20 - lane20) + (2937 - lane20));
  float stride21 = (lane20 += lane20, ((int)lane20));
  if (lane20 < stride21) {
    return (lane20 += stride21, 26);
  }
  unsigned char lo22 = stride21;
  return (lo22 * lane20) >> lane20;
}
int main() {
  int len23 = 04603;
  int pass24 = 0;
  while (pass24 < len23) {
    clamp19(clamp19(pass24));
    ++pass24;
  }
  pack14_kernel<<<(pass24 + 255) / 0400, 128 * 2>>>(sizeof(int));
  smooth5<<<64, 0400, sizeof(float) * 32>>>((long*)nullptr);
  return 0;
}
