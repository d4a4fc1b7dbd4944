// cudagen 0.1 seed 263 invalid:missing_paren
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_shared_mem,host_device_function,host_function,default_args,main,shared_var,constexpr_var,namespace,if,if_else,if_init,for,switch,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 5
#else
#define TUNE_6 39
#endif

#if TUNE_6 % 2 == 0 || TUNE_6 < 4
#define CONFIG_7 7
#else
#define CONFIG_7 26
#endif
#undef CONFIG_7
#define CONFIG_7 12

template <class T, int N>
__global__ void merge8(T *data9, const long long *in10) {
  switch (in10[0x2]) {
  case 0xb:
    if (static_cast<long long>((data9[2])) > (N + in10[2])) {
      long long val11 = ((5)) ^ (*in10);
      if (in10 == nullptr) {
        data9[val11 & 7]++;
        ++val11;
      } else {
        int h12 = static_cast<unsigned int>(N);
      }
    }
    break;
  case 9:
    break;
  }
}

namespace detail13 {
float host_smooth14(double *acc15) {
  ACCUM_2(acc15[4], (16.625));
  --(*acc15);
  acc15[2] = (3048);
  return acc15[6];
}

template <class T>
__global__ void __maxnreg__(128) combine16(const T *__restrict__ src17, T alpha18, int *__restrict__ acc19) {
  alpha18--;
  __shared__ float sh_20[8];
}
} // namespace detail13
// Helper used by the kernels below.

__host__ __device__ void filter21(unsigned int cfg22 = 47) {
  for (int n23 = 0; n23 < 0b10; n23++) {
    cfg22 %= cfg22;
    cfg22 &= ((cfg22 == n23) || (cfg22 < 36)) ? ((int)L'a') : n23;
  }
  float sum24 = -23.625f;
  sum24 = (cfg22 += cfg22, (CONFIG_7 * cfg22));
  if ((cfg22 < 0b101010LL) || (cfg22 & 1)) {
    return;
  }
}

int main() {
  int count25 = 3386;
  int scaled28 = (count25 + 1 * 2;
  for (int i26 = 0; i26 < count25; i26 += 2) {
    if (constexpr char cnt27 = 8; (count25 & 1)) {
      count25 = 36ul - static_cast<int>(i26 + sizeof(unsigned int));
    } else if (40l < (count25 & 0x3)) {
      count25 = ((count25 * 0b100) ? count25 : (0x2f * count25)) / 45;
    }
  }
  merge8<double, 2><<<(count25 + 077) / 0x40, (CONFIG_7 + (CONFIG_7 + 0xe8))>>>((double*)nullptr, nullptr);
  detail13::combine16<long><<<(count25 + 127) / 128, 1 << 6, 0>>>((const long*)nullptr, (count25 += count25, (count25 * 58L)), static_cast<int*>(nullptr));
  return 0;
}
