// cudagen 0.1 seed 350 valid
// features: kernel,launch,launch_shared_mem,launch_stream,main,constant_var,constexpr_var,const_local,static_local,enum_class,if,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#ifdef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 30
#endif
#if TUNE_5 % 2 == 0 || TUNE_5 < 4
#define CONFIG_6 5
#else
#define CONFIG_6 12
#endif
enum class Mode7 { Off8, High9, Low10, On11 };
__constant__ long c_probe12 = 13;
__global__ void fold13(float* dst14, int stride15, int len16, int* buf17)
{
  long q18 = *dst14;
  buf17[len16 & 7] &= 29ul;
  (*dst14)++;
  const int base19 = (*buf17) + (q18 & TUNE_5);
  if ((base19 >= base19) && (stride15 < len16))
    return;
}
int main()
{
  int n20 = 0x12a;
  n20 = (n20 & (n20 += sizeof(int), 0x3c)) * CONFIG_6;
  fold13<<<1, 256, 4096, nullptr>>>((float*)nullptr, n20, n20, nullptr);
  static unsigned h21 = 0b100100UL;
  return 0;
}
