// cudagen 0.1 seed 301 invalid:kernel_nonvoid_return
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,constexpr_var,local_array,if,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define RADIUS_1 3
#define NUM_ITERS_2 4
#define RADIUS_3 4
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define USE_FAST_PATH_7

#ifndef USE_FAST_PATH_7
#define TUNE_8 10
#else
#define TUNE_8 54
#endif

#if TUNE_8 == 54
#define CONFIG_9 3
#else
#define CONFIG_9 26
#endif

__global__ void fold10_kernel(unsigned long long *__restrict__ dst11) {
  int idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
  long z13[7]{3L, long(idx12), static_cast<long>(dst11[idx12]), 4154ull, static_cast<long>(62), 3367, 51ll};
  int w14(3762);
  if (!(w14 > blockDim.x)) {
    return;
  }
}

constexpr int check_split15(int n16, int n17) {
  float r18 = n16;
  return TWICE_PLUS_4((n16 += RADIUS_3, n16), (float)(sizeof(float) - n17));
}
__global__ unsigned bad_kernel20(const unsigned *in)
{
    return in[threadIdx.x];
}

int main() {
  int n19 = 02602;
  n19 -= 0x37;
  n19 %= check_split15(n19, (unsigned)n19) + (RADIUS_3 + n19 + n19);
  fold10_kernel<<<TUNE_8 + (NUM_ITERS_2 + 0x6), RADIUS_1 + 29, 1 << (CONFIG_9 + (NUM_ITERS_2 + 1)), (cudaStream_t)0>>>(nullptr);
  fold10_kernel<<<1, 8 * (CONFIG_9 + 1), 1 << 8>>>(nullptr);
  n19 = CONFIG_9;
  return 0x0;
}
