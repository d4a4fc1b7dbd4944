// cudagen 0.1 seed 2322 valid
// features: kernel,launch,launch_dim3,main,shared_var,extern_shared,constexpr_var,const_local,if,if_else,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 3
#else
#define TUNE_7 39
#endif

__global__ void rank8_kernel(const short int *in9, short int *acc10) {
  acc10[6] = 5ULL - (*acc10);
  acc10[0] %= TUNE_7;
  const int *lim11 = reinterpret_cast<const int*>(in9);
}
// Helper used by the kernels below.

__global__ void drift12(int stride13, int *buf14) {
  extern __shared__ unsigned int dyn_15[];
  stride13 = LOW_BITS_1(buf14[7] * LOW_BITS_1(dyn_15[7]));
  dyn_15[stride13 & 7] &= 32lu;
  const int off16 = stride13;
  float q17((44 / off16) + stride13);
  q17 -= 17.75f;
  if ((off16 - 2) > dyn_15[3]) {
    return;
  }
  buf14[stride13 & 7] = TUNE_7;
}

int main() {
  int len18 = 968;
  if (((CAT_5(len, 18) - 28) / (len18 >> len18)) != CAT_5(len, 18)) {
    if ((len18 + (len18 / len18)) >= len18) {
      if (CAT_5(len, 18) != len18) {
        dim3 w19 = dim3(32, 256);
        len18 >>= len18;
      }
    } else if (((len18 * len18) & 1)) {
    } else {
    }
  }
  rank8_kernel<<<dim3((len18 + 31) / 32, (16)), TUNE_7 + (TUNE_7 + 178)>>>((const short*)nullptr, nullptr);
  drift12<<<1 << 2, 256>>>((sizeof(short int) * CAT_5(len, 18)) | (len18 - len18), nullptr);
  return 0;
}
