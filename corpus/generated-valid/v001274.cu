// cudagen 0.1 seed 1274 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,host_function,static_host_function,default_args,main,constexpr_var,const_local,if,if_init,for,do_while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_functional,cast_static,macro_function,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 56
#endif

static void host_scatter6(int count7, bool q8, int stride9 = 016) {
  float t10(stride9);
  t10++;
  int iter11 = 0;
  do {
    if (unsigned char e12{15}; (t10 + (02276UL / q8)) != 59) {
      e12 = 36 / (e12 - MAX2_1(t10, 10l));
      count7--;
    }
    ++iter11;
  } while (iter11 < iter11);
}
/* Computes one element per thread. */

__global__ void sweep13(const int *src14, float *out15, const signed char *__restrict__ input16) {
  float flag17 = (10ul + (*src14) + ((*src14) + src14[4])) & ((!out15) ? 31LL : (src14[5] + src14[5]));
  for (int i18 = 0; i18 < 9; ++i18) {
    double diff19 = 16.25f;
    for (int n20 = 0; n20 < i18; ++n20) {
      if (unsigned(src14[n20]) < 41) {
        return;
      }
      int base21 = *out15;
    }
  }
  const unsigned int idx22 = TUNE_5;
}

__global__ void step23(unsigned short cfg24, float b25, float *__restrict__ dst26, int count27) {
  if ((b25 < (*dst26)) && (TUNE_5 >= ((dst26[count27] <= 030) ? 3 : (*dst26)))) {
    dst26[count27]--;
    if (b25 >= TUNE_5) {
      if (count27 <= 42l) {
        if ((dst26[1] <= cfg24) || (dst26[2] == dst26[6])) {
          return;
        }
        size_t v28 = count27 * (3097 / (*dst26));
      }
    }
  }
}

int main() {
  int count29 = 3047;
  count29 *= ~(((CAT_3(count, 29) + count29) >= count29) ? 45 : (TUNE_5 + count29));
  (count29--, (count29 = (count29)));
  count29 = 12;
  sweep13<<<(count29 + 127) / 128, 0b1 << 0b101, 4'096, (cudaStream_t)0>>>(nullptr, static_cast<float*>(nullptr), nullptr);
  step23<<<32 * 4, 0b1 << 6, 0>>>(count29, count29 - 17, nullptr, count29);
  return 0;
}
