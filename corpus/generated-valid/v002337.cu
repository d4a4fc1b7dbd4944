// cudagen 0.1 seed 2337 valid
// features: kernel,kernel_template,launch_deduced_template_args,restrict_params,launch,launch_shared_mem,main,shared_var,extern_shared,if,for,goto,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void stencil2(float *acc3, float *acc4, const double *coef5) {
  acc3[5]--;
  long idx6 = 31;
  if ((acc3[idx6]) >= (*acc4))
    return;
}

template <typename T>
__global__ void tile7_kernel(T *__restrict__ out8, const float *__restrict__ coef9, unsigned long *data10, T p11) {
  extern __shared__ unsigned int dyn_12[];
  if (18 > (dyn_12[7] * 'A')) {
    goto skip13;
  }
  if (coef9[6] > 014l)
    return;
  dyn_12[2] = 36;
  (*out8) = out8[6];
skip13:;
}

__global__ void tally14(float b15, unsigned int b16, unsigned alpha17) {
  int q18 = b16 - alpha17;
  if ((q18 + ' ') <= 17lu) {
    goto skip21;
  }
  for (int i19 = 0, j20 = 14; i19 < j20; (++i19, (--j20))) {
    q18 = b15 + ((4527 * i19) - (alpha17 += sizeof(unsigned int), (-42l)));
    q18 = -52;
    alpha17 = b16;
  }
  (q18--, (alpha17 = (int)(('\t' - q18) >> alpha17)));
skip21:;
}

int main() {
  int count22 = 06113;
  float val23 = count22;
  stencil2<<<(count22 + 63) / 64, 32, 0>>>(nullptr, &val23, nullptr);
  tile7_kernel<<<32, 256>>>((double*)nullptr, &val23, (unsigned long*)nullptr, static_cast<double>(count22 << count22));
  tally14<<<(count22 + 127) / 128, sizeof(float) * 128, 64 * 16>>>(-3952, (sizeof(int) - count22) * val23, 'a');
  return 0;
}
