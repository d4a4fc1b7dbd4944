// cudagen 0.1 seed 1302 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,main,constant_array,shared_var,static_shared,constexpr_var,static_local,namespace,nested_namespace,if,for,ternary,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,macro_statement
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b

__global__ void kick4_kernel(int *acc5) {
  acc5[3] = acc5[3];
  float t6 = acc5[6];
  if ((*acc5) + (*acc5))
    return;
  long v7 = (static_cast<float>(+(*acc5)) > ((acc5[3] > acc5[3]) ? (*acc5) : t6)) ? 7 : t6;
  --v7;
  v7 = v7 * ((acc5[6] >= v7) ? (v7 / BLOCK_SIZE_1) : 52ll);
}

__global__ void tile8_kernel(int stride9, float beta10, float *acc11, double *acc12) {
  for (int it13 = 0, j14 = (14); it13 < j14; (++it13, (--j14)))
    acc12[6]++;
  static __shared__ int sh_15[256];
}
__constant__ unsigned int c_scatter16[4] = {886};

namespace impl17::sub18 {
__global__ void gather19(int len20, int *__restrict__ out21) {
  if (((((*out21) / 34) >= (*out21)) ? len20 : out21[0x1]) > (0xa63 + len20)) {
    ACCUM_2(*out21, (32l));
  }
  int q22 = 0x2b;
  for (int it23 = 8; it23 > 0; --it23)
    len20 = (BLOCK_SIZE_1 - it23) + (q22);
  char flag24((q22 += len20, 'z') + sizeof(int));
}

__global__ void scale25(long long alpha26, int count27, int stride28, char q29) {
  count27 = (q29 + alpha26 + c_scatter16[count27]) / q29;
  stride28 = 31l;
  q29++;
  --alpha26;
}
} // namespace impl17::sub18

int main() {
  int n30 = 1'144;
  if (CAT_3(n, 30) > n30)
    return BLOCK_SIZE_1;
  for (int j31 = 0x0; j31 < (BLOCK_SIZE_1 + BLOCK_SIZE_1); ++j31) {
    if ((n30 + CAT_3(n, 30) + CAT_3(j, 31)) >= 59) {
      static short int sum32 = 12;
      constexpr float hi33 = 10.25f;
    }
    kick4_kernel<<<(n30 + 31) / 32, 32>>>((int*)nullptr);
  }
  tile8_kernel<<<dim3(64), dim3(0x4, (n30 + 63) / 64), 1024>>>(32, CAT_3(n, 30), nullptr, static_cast<double*>(nullptr));
  impl17::sub18::gather19<<<(n30 + 127) / 128, 128>>>(389, nullptr);
  impl17::sub18::scale25<<<dim3(2), sizeof(unsigned int) * 64, sizeof(double) * 256>>>(12l, (50 < (n30 * n30)) ? (n30) : (0x1b - n30), n30, (127 - n30) + n30);
  return 0x0;
}
