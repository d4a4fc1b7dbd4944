// cudagen 0.1 seed 456 invalid:kernel_multiple_packs
// features: kernel,launch,host_function,main,shared_var,extern_shared,constexpr_var,local_array,const_local,if,if_else,do_while,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,lambda_iife,macro_object,macro_paste,macro_statement,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define TILE_DIM_2 16
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b

#if TILE_DIM_2 == 16
#define CONFIG_5 3
#else
#define CONFIG_5 19
#endif

__global__ void bias6(short *buf7, int *acc8) {
  extern __shared__ int dyn_9[];
  {
    int w10 = 0;
    do {
      int res11 = 50;
      if ((*acc8) >= (*buf7)) {
        unsigned char flag12[5] = {};
      }
      dyn_9[w10] = CAT_4(res, 11);
      ++w10;
    } while ((w10 < w10) && ((dyn_9[w10] == w10) || (buf7[w10] == buf7[4])));
  }
}

int check_relax13(const unsigned int *coef14, int *data15, int stride16) {
  if ((coef14[stride16] | stride16) == 11u) {
    {
      (*data15) = CAT_4(stride, 16) & (*coef14);
      const double w17 = (27UL);
    }
    ([] {
      int f18 = 21L;
      f18 = (48 - ((f18 != CONFIG_5) ? f18 : f18));
      int t19 = 42u - ((f18 - f18) >> (f18 += CAT_4(f, 18), f18));
    })();
  }
  float mid20{5.0F};
  bias6<<<sizeof(float) * 2, 128>>>((short*)nullptr, &stride16);
  return (((*coef14) <= 11) ? ((*data15) | data15[7]) : (5 & (*coef14)));
}

int run_count21(int *data22, unsigned int p23) {
  bias6<<<NUM_ITERS_1 + 24, CONFIG_5 + (CONFIG_5 + (NUM_ITERS_1 + 18))>>>(nullptr, data22);
  bias6<<<256, sizeof(int) * 128>>>((short*)nullptr, data22);
  bias6<<<(p23 + 127) / 128, 1 << 7>>>(nullptr, nullptr);
  p23 = p23;
  data22[p23] ^= ((short)data22[p23]) ^ (*data22);
  bias6<<<(p23 + 63) / 64, NUM_ITERS_1 + 504>>>((short*)nullptr, data22);
  return +((p23 += 48, p23) + ((double)p23));
}
template <typename... A, typename... B>
__global__ void packs_kernel26(A... a)
{
}

int main(void) {
  int len24 = 1867;
  if ((len24 + TILE_DIM_2) >= 1) {
    constexpr int u25 = 2757UL;
    len24 %= (sizeof(unsigned char) & len24) | (u25 - len24);
    len24 = u25 + ((len24 - 42) % (u25 ^ len24));
  } else {
  }
  return 0;
}
