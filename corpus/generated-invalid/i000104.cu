// cudagen 0.1 seed 104 invalid:enumerator_redeclaration
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shared_var,extern_shared,if,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define TILE_DIM_2 128
#define NUM_ITERS_3 (0x40)
#define SQR_4(x) ((x) * (x))
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_7(x) #x
#define STR_8(x) STR_IMPL_7(x)
#define CAT_9(a, b) a##b

#ifndef USE_FAST_PATH_10
#define TUNE_11 16
#else
#define TUNE_11 25
#endif

#if (NUM_ITERS_1 * 2) >= 17 && NUM_ITERS_1 != 0
#define CONFIG_12 3
#else
#define CONFIG_12 31
#endif
// Helper used by the kernels below.

__global__ void split13(int n14, const size_t* __restrict__ in15, const float* __restrict__ src16) {
  extern __shared__ short dyn_17[];
  int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ long sh_19[64];
  float s20{0x1p3f};
}
enum First_25 { SHARED_25 };
enum Second_25 { SHARED_25 };

int main() {
  int count21 = 887;
  auto fn24 = [=](unsigned char h22, short int lim23) -> int {
    lim23 = lim23;
    return 6 >> (CAT_9(h, 22) + 55);
  };
  if (count21 != count21) {
    return CAT_9(count, 21);
  }
  count21 %= ((count21 - (CAT_9(count, 21) + count21)) >= int(21lu)) ? (static_cast<unsigned int>(count21) + static_cast<unsigned int>(17)) : ((!(count21 == count21)) ? (count21 += count21, 010521) : CAT_9(count, 21));
  (++count21, (count21 = count21));
  split13<<<dim3(2), (NUM_ITERS_3 + (TUNE_11 + (NUM_ITERS_3 + 0x70))), sizeof(double) * 256>>>(count21 * (52ull << count21), (const unsigned long*)nullptr, nullptr);
  return 0x0;
}
