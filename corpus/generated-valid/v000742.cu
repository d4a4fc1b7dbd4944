// cudagen 0.1 seed 742 valid
// features: kernel,kernel_static,launch,launch_shared_mem,builtin_vars,device_function,host_function,default_args,main,constexpr_var,local_array,enum_class,if,nested_block,static_assert,compound_assign,bitwise,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_string,lit_nullptr,cast_static,sizeof,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 128
#define NUM_ITERS_2 64
#define CAT_3(a, b) a##b
#ifdef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 63
#endif
enum class Axis6 : short { Mul7, Blue8 = 4, High9, Green10 };
enum class Op11 {
  Red12,
  Green13,
  Off14,
  High15 = 4,
  Off16
};
static __global__ void march17_kernel(float a18) {
  int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
  a18++;
  static_assert(sizeof(int) == 4);
  Op11 flag20 = Op11::Off14;
  a18 /= RADIUS_1;
}
__device__ float drift21(int len22, double alpha23) {
  int lo24[7]{-0x37, len22, len22, 47, 39, len22, 25ULL};
  len22++;
  {
    len22 %= lo24[blockDim.z] * 7u;
    alpha23++;
  }
  const float *diff25 = static_cast<const float*>(nullptr);
  return 4236;
}
__host__ unsigned char reduce26(int *acc27, int len28, int count29 = 'A') {
  count29 += CAT_3(len, 28);
  const char *stride30 = "tile";
  return len28;
}
int main() {
  int size31 = 1'243;
  size31 %= 2U * (static_cast<unsigned char>(size31) - reduce26(nullptr, 0x87D));
  march17_kernel<<<(size31 + 127) / 128, 0x80, NUM_ITERS_2 + (TUNE_5 + (TUNE_5 + 0x42))>>>(9.125f);
  if (size31 - size31) {
    return reduce26(static_cast<int*>(nullptr), size31 + size31);
  }
  march17_kernel<<<(size31 + 31) / 32, (256), sizeof(unsigned int) * NUM_ITERS_2>>>(size31 - 16.25F);
  return 0;
}
