// cudagen 0.1 seed 556 invalid:missing_closing_brace
// features: kernel,kernel_static,kernel_extern_c,launch,device_function,host_function,main,constexpr_var,auto_var,if,ternary,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,cast_const,sizeof,macro_function,macro_statement,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_3
#define TUNE_4 16
#else
#define TUNE_4 52
#endif
#if TUNE_4 > 11
#define CONFIG_5 7
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 20
#endif
#undef CONFIG_5
#define CONFIG_5 24

static __global__ void smooth6_kernel(int n7)
{
  constexpr int res8 = 35;
  n7 = n7 + (res8 - (-n7));
  constexpr int idx9 = ' ';
  if (static_cast<float>(n7) <= n7) {
    return;
  }
}

extern "C" {
__device__ float rank15(long long *dst16)
{
  if (((*dst16) & dst16[3]) > (*dst16)) {
    return 22.375f * dst16[4] * (dst16[6] - 2);
  }
  auto lo17 = (dst16[1]) + 3.875f;
  bool y18 = (30 / dst16[6]) <= ((47ul != dst16[0]) ? dst16[7] : static_cast<float>(8.375F));
  const int *u19 = reinterpret_cast<const int*>(dst16);
  if (u19 == nullptr) {
    dst16[5] = CONFIG_5;
    int *m20 = nullptr;
  }
  return dst16[5];
}

static __global__ void probe10(int len11, long a12)
{
  ++len11;
  len11 = a12 + (len11);
  len11 = -7;
  int sum13 = TUNE_4 | a12;
  SWAP_2(int, sum13, len11);
  float k14 = sizeof(short);
  sum13 = a12;
}
}

int scale21(int n22)
{
  auto base23 = ((n22 / n22) >= (n22 | (n22 - n22))) ? n22 : (SQR_1(n22) - size_t(n22));
  unsigned short mid24 = base23 * SQR_1(base23 * n22);
  return 18;
}

int main()
{
  int len25 = 3192;
  short *t26 = (short*)nullptr;
  probe10<<<2, 16 * 4>>>(scale21(t26[len25]), SQR_1((t26 != nullptr) ? TUNE_4 : (*t26)));
  smooth6_kernel<<<CONFIG_5 + (TUNE_4 + (TUNE_4 + (TUNE_4 + 332))), 64>>>(len25 - SQR_1(t26[len25]));
  return 0b0;

