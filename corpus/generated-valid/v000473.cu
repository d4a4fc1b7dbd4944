// cudagen 0.1 seed 473 valid
// features: kernel,kernel_extern_c,maxnreg,restrict_params,launch,builtin_vars,main,device_array,const_local,if,do_while,static_assert,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

__global__ void __maxnreg__(64) rank5_kernel(int stride6, const double *__restrict__ coef7, const unsigned *__restrict__ in8, const float *input9) {
  unsigned int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i10 >= stride6) {
    return;
  }
  stride6 = ADD3_1(ADD3_1(gridDim.x, coef7[3], 63), 24L, coef7[5]);
  int w11 = 0;
  do {
    stride6 = in8[5];
    stride6 = stride6 - 047U;
    ++w11;
  } while (w11 < 2);
  const float u12 = *coef7;
}
static_assert((43) == 43, "size check");

extern "C" {
__global__ void __maxnreg__(128) probe13(int n14, int count15, int n16) {
  int tid17 = threadIdx.x;
  if (tid17 >= n16) {
    return;
  }
  n16 = tid17;
  if (n14 > count15) {
    return;
  }
}
}
__device__ unsigned int d_count18[16] = {51lu, 0x15, '\a'};

int main() {
  int n19 = 0xBFE;
  n19 = n19 + 0xDL;
  n19 = 0x1aul;
  n19++;
  float w20 = 24.5f;
  rank5_kernel<<<(n19 + 31) / 32, sizeof(int) * 0x20>>>(ADD3_1(w20, 37, 0xa) / n19, static_cast<const double*>(nullptr), nullptr, nullptr);
  probe13<<<1 << 0x2, (512)>>>(float(n19 * 0x5), (float)(11.25f + n19), +(n19 << n19));
  return 0;
}
