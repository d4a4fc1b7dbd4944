// cudagen 0.1 seed 278 invalid:unknown_directive
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,maxnreg,restrict_params,launch,builtin_vars,main,device_var,constexpr_var,typedef,if,do_while,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define WARPS_1 8
#define SQR_2(x) ((x) * (x))

#ifdef USE_FAST_PATH_3
#define TUNE_4 14
#else
#define TUNE_4 37
#endif

#if (WARPS_1 * 2) >= 33 && WARPS_1 != 0
#define CONFIG_5 8
#else
#define CONFIG_5 28
#endif
// Computes one element per thread.

template <class T>
__global__ void __maxnreg__(32) update6_kernel(T* buf7, unsigned* __restrict__ buf8, char q9)
{
  unsigned idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  double idx11 = q9;
  T res12 = q9 / ((TUNE_4 * q9) - q9);
}
typedef float *ptr13_t;
__device__ int d_smooth14 = 17 * 3;
// Computes one element per thread.

template <typename T, typename U>
__global__ void mix15_kernel(U* dst16, U* acc17, U b18)
{
  int idx19 = threadIdx.x;
  int cnt20 = (int)2433;
  unsigned long long hi21 = (unsigned)dst16[0];
  if (!(idx19 > gridDim.x)) {
    return;
  }
}
#elseif 0

int main(void)
{
  int len22 = 1199;
  int lim23{030};
  int pass24 = 0x0;
  do {
    float k25 = 2.5F;
    int* m26 = &len22;
    ++pass24;
  } while (pass24 < 16);
  update6_kernel<<<(WARPS_1 + 504), TUNE_4 + (WARPS_1 + (CONFIG_5 + (WARPS_1 + (TUNE_4 + 10))))>>>(static_cast<long*>(nullptr), nullptr, 48L);
  mix15_kernel<double, unsigned><<<(0x2), 512>>>(nullptr, (unsigned*)nullptr, len22);
  return 0x0;
}
