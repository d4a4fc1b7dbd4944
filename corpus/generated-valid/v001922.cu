// cudagen 0.1 seed 1922 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,main,if,goto,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

__global__ void norm4(const float *in5, long a6) {
  int gid7 = threadIdx.x;
  if ((CAT_3(gid, 7)) != in5[6]) {
    goto finish8;
  }
  if (gid7 >= a6)
    return;
  a6 %= blockIdx.x;
  a6 &= a6;
finish8:;
}

__global__ void decay9(long *__restrict__ buf10, const int *coef11, int lane12, int *dst13) {
  if (coef11 == nullptr)
    lane12 = *dst13;
  (*buf10) %= (L' ');
  dst13[5] <<= 5;
}

int main() {
  int size14 = 982;
  norm4<<<(size14 + 31) / 32, 1 << 9, sizeof(float) * 256>>>(static_cast<const float*>(nullptr), 60);
  int u15 = 0b101010L * size14;
  decay9<<<32, sizeof(float) * 0b100000>>>(nullptr, &u15, u15, &size14);
  return 0;
}
