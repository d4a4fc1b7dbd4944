// cudagen 0.1 seed 952 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,builtin_vars,host_function,main,constexpr_var,const_local,if,if_else,static_assert,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#ifdef USE_FAST_PATH_4
#define TUNE_5 7
#else
#define TUNE_5 20
#endif
#undef TUNE_5
#define TUNE_5 48
/* Computes one element per thread. */
__global__ void weigh6_kernel(float a7, float *__restrict__ dst8, int *__restrict__ buf9) {
  int tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  float v11{a7};
  ++v11;
  a7++;
  short res12{12};
}
template <typename T, int N = 1>
__global__ void drift13(T p14, size_t alpha15) {
  unsigned gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
  p14 = (alpha15 += alpha15, 16.f);
  const T diff17 = N;
  char lo18(alpha15);
}
void run_pivot19(const float *input20) {
  static_assert(sizeof(int) == 0x4, "tile must fit");
  if (input20[1] <= input20[0]) {
    return;
  }
  float lo21(static_cast<size_t>(0x3c));
  unsigned char res22 = (TUNE_5 & static_cast<short>(lo21)) & TUNE_5;
  if (!(!input20)) {
    ++res22;
  } else {
    drift13<unsigned, (sizeof(int) * 2)><<<256 * 0b10, (TUNE_5 + 16) * 2>>>(TUNE_5, 41);
  }
}
int main() {
  int count23 = 1025;
  count23 = 2100U;
  count23 = (count23);
  weigh6_kernel<<<(count23 + 255) / 256, 0b100000 * 8>>>((TUNE_5 - count23), nullptr, &count23);
  return 0b0;
}
