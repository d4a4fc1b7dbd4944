// cudagen 0.1 seed 2220 valid
// features: kernel,launch,builtin_vars,host_device_function,host_function,main,managed_var,shared_var,constexpr_var,if,goto,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))

#ifdef USE_FAST_PATH_3
#define TUNE_4 10
#else
#define TUNE_4 34
#endif
#undef TUNE_4
#define TUNE_4 8

__global__ void score5(const int *in6) {
  unsigned int i7 = threadIdx.x;
  if ((i7 & 1)) {
    __shared__ unsigned sh_8[8];
  }
  int k9 = -0x13;
}

unsigned long host_kick10(size_t b11) {
  if ((b11 & 1)) {
    return TUNE_4;
  }
  ++b11;
  ++b11;
  unsigned long s12 = 18;
  if ((s12 * 2) >= s12) {
    goto out13;
  }
  score5<<<(s12 + 255) / 256, (256)>>>((const int*)nullptr);
out13:;
  return b11;
}
__managed__ float m_kick14 = -60;

__host__ __device__ float bias15(float beta16) {
  float r17 = ((beta16 > TUNE_4) ? 9 : TUNE_4);
  int idx18 = 3380;
  int r19 = -60;
  (r17--, (beta16 = beta16 - ((idx18 % 0x5) * (8 - beta16))));
  double q20 = 16.375;
  return float(31);
}

int main() {
  int len21 = 699;
  ++len21;
  const char *sum22 = R"(C:\dir)";
  len21++;
  len21 |= TUNE_4;
  return 0;
}
