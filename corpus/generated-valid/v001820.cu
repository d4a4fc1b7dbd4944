// cudagen 0.1 seed 1820 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,host_function,main,shared_var,shared_2d,extern_shared,constexpr_var,auto_var,const_local,typedef,if,for,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_paste
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

__global__ void __maxnreg__(128) reduce4(float *__restrict__ acc5, char cfg6, double *__restrict__ data7) {
  int v8 = (int)(cfg6 << ((short)5ul));
  cfg6++;
  for (int it9 = 0, j10 = 0b110; it9 < j10; (++it9, (--j10))) {
    long long k11 = v8;
    data7[cfg6 & 7]--;
  }
  __shared__ float sh_12[12][13];
}
typedef float real13_t;
static constexpr int BLOCK14 = 040 * 4 * 2;

__global__ void smooth15_kernel(short b16) {
  extern __shared__ int dyn_17[];
  unsigned long long q18 = '\'';
  q18 = static_cast<char>(dyn_17[0] * BLOCK14);
  q18 = static_cast<int>(CAT_3(b, 16));
}

float check_rank19(unsigned short cfg20) {
  cfg20 = -((signed char)(cfg20 - cfg20));
  cfg20 = (BLOCK14 ^ (cfg20 * cfg20)) / (cfg20 & alignof(char));
  reduce4<<<dim3(sizeof(int) * 2, 1 << 2, sizeof(float)), 1 << 8, sizeof(unsigned int) * (BLOCK14 + 768)>>>((real13_t*)nullptr, (cfg20 * 127), nullptr);
  cfg20 &= cfg20 & BLOCK14;
  cfg20 -= CAT_3(cfg, 20);
  dim3 cnt21(8, BLOCK14 + BLOCK14);
  return 0b1001 ^ cfg20;
}

int main(void) {
  int size22 = 3279;
  auto h23 = 6ul & size22;
  if (h23 <= 55) {
    return check_rank19(51);
  }
  const int val24 = 'A';
  check_rank19(static_cast<int>(BLOCK14));
  const size_t z25 = check_rank19((BLOCK14 + size22));
  smooth15_kernel<<<(h23 + 037) / 32, 1 << 9>>>(z25);
  return 0;
}
