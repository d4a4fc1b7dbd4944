// cudagen 0.1 seed 1066 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,main,shared_var,extern_shared,host_global,constexpr_var,namespace,if,for,pragma_unroll,ternary,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define SQR_2(x) ((x) * (x))
#define HALF_3(x) ((x) / 2)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 16
#else
#define TUNE_8 40
#endif
#if TUNE_8 % 2 == 0 || TUNE_8 < 4
#define CONFIG_9 8
#elif TUNE_8 < 0
#error unreachable configuration
#else
#define CONFIG_9 13
#endif
#undef CONFIG_9
#define CONFIG_9 48

template <typename T>
__global__ void trace10(T* out11)
{
  extern __shared__ unsigned int dyn_12[];
  #pragma unroll
  for (int it13 = 0; it13 < 10; ++it13) {
    out11[it13] = *out11;
    constexpr float hi14 = -30;
  }
  --dyn_12[3];
  out11[1] = 42;
}

template <typename T>
__global__ void bump15(const T* src16)
{
  extern __shared__ int dyn_17[];
  --dyn_17[3];
  dyn_17[0x3] = +((int)(dyn_17[0x3] * TUNE_8));
  int* y18 = dyn_17;
}
unsigned int g_trace19 = TUNE_8 + (TUNE_8 + 5);

namespace math20 {
__global__ void norm21(int* out22, unsigned int p23)
{
  size_t s24 = out22[p23];
  (*out22) = CONFIG_9 << p23;
  if ((((*out22) >= s24) ? 9 : 45) <= 64) {
    return;
  }
}

template <typename T, int N>
__global__ void tally25_kernel(T a26, T* dst27)
{
  ++a26;
  a26 = 50l;
}

__global__ void __maxnreg__(128) relax28_kernel(int n29, int lane30, const int* in31)
{
  lane30++;
  float cnt32 = 4.625F;
  short q33 = (lane30);
  int prod34 = CAT_6(n, 29);
  --lane30;
  n29++;
  int cnt35 = ('A' * in31[prod34 & 7]) | prod34;
}
} // namespace math20

int main()
{
  int len36 = 0xc93;
  bool stride37 = len36 != (28ul + g_trace19);
  if (0x1d <= g_trace19) {
    return int(len36) - 2;
  }
  size_t* e38 = (unsigned long*)nullptr;
  e38[7] = CAT_6(stride, 37);
  if (g_trace19 != 57) {
    return len36 + (*e38);
  }
  trace10<unsigned int><<<(len36 + 255) / 0x100, (128)>>>(reinterpret_cast<unsigned int*>(e38));
  bump15<double><<<(TUNE_8 + TUNE_8) * 2, dim3(sizeof(float))>>>((const double*)nullptr);
  math20::norm21<<<dim3((len36 + 31) / 32, (g_trace19 + 63) / 0x40), 128>>>(reinterpret_cast<int*>(e38), (58));
  return 0;
}
