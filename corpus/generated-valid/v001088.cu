// cudagen 0.1 seed 1088 valid
// features: kernel,launch,launch_shared_mem,main,local_array,const_local,struct,struct_template,if,compound_assign,bitwise,shift,incdec,pointer_arith,array_index,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,macro_function,pp_ifdef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define USE_FAST_PATH_2

#ifndef USE_FAST_PATH_2
#define TUNE_3 15
#else
#define TUNE_3 22
#endif

__global__ void smooth4_kernel(char *buf5, const int *in6, double q7) {
  int cnt8 = 14ul + (((int)in6[0]) * 'a');
  q7--;
  cnt8 %= 3929L;
  const float cnt9 = q7;
  if (in6 != nullptr) {
    return;
  }
}

template <typename T>
struct Vec10 {
  T vel11;
};

int main() {
  int count12 = 2442;
  int m13[3] = {7, 52, static_cast<int>(7UL * count12)};
  m13[2]++;
  count12 = SQR_1(m13[1] * m13[count12]);
  smooth4_kernel<<<(count12 + 63) / 64, 16 * 16, 0>>>((char*)nullptr, m13, SQR_1(count12) / (3 << m13[count12]));
  return 0;
}
