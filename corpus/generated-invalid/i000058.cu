// cudagen 0.1 seed 58 invalid:local_redeclaration
// features: kernel,maxnreg,launch,launch_shared_mem,builtin_vars,main,shared_var,local_array,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)

#ifdef USE_FAST_PATH_2
#define TUNE_3 5
#else
#define TUNE_3 41
#endif

#if TUNE_3 > 74
#define CONFIG_4 1
#else
#define CONFIG_4 21
#endif
#undef CONFIG_4
#define CONFIG_4 12

__global__ void __maxnreg__(64) combine5_kernel(int* out6, const float* src7, unsigned long long q8, int* buf9) {
  int lo10((*src7) * (2693l + (*out6)));
  int off11[3] = {};
  ++q8;
  __shared__ unsigned int sh_12;
  float q13 = -(+(lo10 - (*out6)));
}

int main() {
  int count14 = 2593;
  int tmp15 = 1;
  float tmp15 = 2.0f;
  count14--;
  --count14;
  combine5_kernel<<<(1), 32, 0>>>(&count14, (const float*)nullptr, 067, &count14);
  return 0;
}
