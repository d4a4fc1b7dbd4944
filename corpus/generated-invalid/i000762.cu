// cudagen 0.1 seed 762 invalid:attribute_on_variable
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,main,constexpr_var,enum,if,if_init,for,pragma_unroll,do_while,goto,static_assert,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_function,macro_statement,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
// Layout: row-major, no padding.

__device__ unsigned int kick3(int *out4, double a5) {
  a5 = a5;
  #pragma unroll 8
  for (int j6 = 0, j7 = 7; j6 < j7; (++j6, (--j7))) {
    constexpr float z8 = 22.125f;
    if (double hi9(58 * (j6 + (j7 - out4[6]))); (j7 - 11u) != (a5 += blockIdx.z, j6)) {
      int base10 = (a5 += *out4, (a5 * 053 * (out4[j6] * (*out4))));
      (*out4) = 0b0;
    }
  }
  return 27;
}
enum Mode11 { ON12, IDLE13 = 4, HIGH14, RED15 };

template <typename T, int N = 6>
__global__ void split16(T p17, Mode11 q18, float a19, T *__restrict__ data20) {
  unsigned idx21 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx21) {
    goto finish26;
  }
  for (int i22 = 0; i22 < 6; ++i22) {
    int w23 = 0x0;
    do {
      kick3((int*)nullptr, MOD8_1(idx21) - 0.0);
      bool u24 = idx21;
      ++w23;
    } while (w23 < (HIGH14 + 3));
    for (int i25 = 0x5; i25 > 0; --i25) {
      p17 = 62L;
      static_assert(3 == 3, "expected value");
    }
  }
finish26:;
}
__global__ int misplaced28;

int main() {
  int len27 = 0x6e2;
  split16<double, ((2))><<<dim3(0x200), dim3((len27 + 255) / 256, 32, (IDLE13 + 252))>>>((float)((unsigned)len27), ON12, len27 - len27, (double*)nullptr);
  len27 = len27;
  split16<double, 6><<<(len27 + 31) / 32, 512, (HIGH14 + 251), 0>>>(61 * len27, IDLE13, (len27 + IDLE13) * 1.875F, (double*)nullptr);
  return 0;
}
