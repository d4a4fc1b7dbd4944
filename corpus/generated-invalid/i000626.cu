// cudagen 0.1 seed 626 invalid:decltype_managed
// features: kernel,kernel_static,launch,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,const_local,static_local,if,if_else,if_init,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_functional,macro_object,macro_paste,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define WARPS_1 64
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 4
#else
#define TUNE_5 23
#endif

#if WARPS_1 > 11
#define CONFIG_6 4
#else
#define CONFIG_6 24
#endif
/* Computes one element per thread. */

int run_split7(int lane8, const unsigned int *coef9) {
  if (coef9[6] != 37U) {
    goto skip13;
  }
  if (int diff10 = ((15l % lane8) ^ (*coef9)) + ((unsigned int)coef9[5]); (((*coef9) - 942ll) > coef9[diff10]) && (!((*coef9) != coef9[lane8 & 0b111]))) {
    diff10 = (!(diff10 > coef9[lane8])) ? (35 * coef9[0]) : coef9[6];
    if (coef9 != nullptr) {
      return (*coef9) - (4 - diff10);
    }
    constexpr float y11 = 8.875F;
  } else if (static float cnt12 = 13.75f; !(coef9 != nullptr)) {
    cnt12 = unsigned(u'0' & lane8) & (lane8 % 1);
  }
skip13:;
  return '\t' * ((int)coef9[2]) * ((*coef9) - (coef9[5] % lane8));
}

static __global__ void pivot14(const unsigned int *coef15, const float *in16, int lane17, float *acc18) {
  extern __shared__ unsigned dyn_19[];
  int idx20 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int u21 = (int)(2438l << (dyn_19[lane17] << lane17));
  const float sum22 = dyn_19[5] + ((*coef15) - 33UL) + (+((threadIdx.x <= 5L) ? (*in16) : in16[5]));
  if (!(in16[lane17 & 0b111] >= 53)) {
    return;
  }
  unsigned char z23{55};
  if (26 == (threadIdx.z << 1)) {
    return;
  }
  dyn_19[5]--;
  if (!(CAT_3(idx, 20) <= dyn_19[blockIdx.z])) {
    return;
  }
}
__managed__ int m_count25 = 1;

int main() {
  int len24 = 3'085;
  decltype(m_count25) copy26 = 2;
  len24 >>= (44L * (len24)) & ((22L | len24) - ((short int)29U));
  --len24;
  pivot14<<<(len24 + 63) / 64, (CONFIG_6 + 60) * 8>>>(nullptr, nullptr, len24, nullptr);
  return 0;
}
