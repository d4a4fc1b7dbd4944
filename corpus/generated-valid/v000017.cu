// cudagen 0.1 seed 17 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,host_function,main,shared_var,constexpr_var,auto_var,enum_class,if,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 64
#define WARPS_2 5
#define LOW_BITS_3(x) ((x) & 0xF)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 9
#else
#define TUNE_8 47
#endif
#undef WARPS_2
#define WARPS_2 48

__global__ void lerp9_kernel(unsigned short* dst10, const unsigned char* __restrict__ in11, float* out12, double* __restrict__ data13)
{
  (*dst10) += MIN2_4(in11[5] - (43 >> in11[6]), ('a' << (dst10[0] - (*in11))));
  auto acc14 = (static_cast<int>(*data13) + dst10[7]) * (((*data13) / data13[2]) + (*in11));
  __shared__ int sh_15[128];
  (dst10[2]--, (out12[1] = ('\0') - ((*data13) += sizeof(int), 16.25f)));
  auto z16 = LOW_BITS_3(~LOW_BITS_3(*in11));
  auto prod17 = data13[z16];
  prod17 *= 0;
}

__global__ void __maxnreg__(64) lerp18_kernel(const unsigned* __restrict__ input19, const int* coef20, float* buf21, int n22)
{
  float z23 = sizeof(long long) * n22;
  z23 += 40L - n22;
  int base24 = coef20[n22];
  double u25 = (int)((020UL + (*coef20)) & (28u + n22));
}
enum class Op26 {
  Fast27,
  On28,
  High29,
  On30 = 7,
  Busy31
};

__global__ void scatter32_kernel(const float* coef33, float a34)
{
  Op26 w35 = Op26::On30;
  float tmp36(17.75F);
  float f37 = ((a34 != WARPS_1) ? (tmp36 - coef33[7]) : coef33[6]) + tmp36;
  const int* v38 = (const int*)nullptr;
}

__device__ char relax39(Op26 b40, signed char alpha41, const float* __restrict__ src42)
{
  alpha41 = alpha41;
  Op26 lim43 = b40;
  alpha41--;
  if (alpha41 >= WARPS_2) {
    return (alpha41 >> 5) & ((unsigned char)alpha41);
  }
  alpha41 <<= 4;
  ++alpha41;
  return (double)(3 + alpha41);
}
// Layout: row-major, no padding.

void smooth44(const int* input45)
{
  lerp9_kernel<<<(WARPS_1 + 448), 32 * 4>>>(nullptr, reinterpret_cast<const unsigned char*>(input45), static_cast<float*>(nullptr), nullptr);
  double mid46 = input45[2];
}

__global__ void pivot47(int count48, int* __restrict__ acc49, unsigned* out50)
{
  acc49[count48 & 7] = ((*acc49) - out50[count48]) + (out50[count48] - (-count48));
  unsigned int* diff51 = out50;
  short k52 = relax39(Op26::Busy31, (TUNE_8), reinterpret_cast<const float*>(out50));
  relax39(Op26::On30, LOW_BITS_3(LOW_BITS_3(*out50)), reinterpret_cast<const float*>(acc49));
}

int main()
{
  int count53 = 07475;
  scatter32_kernel<<<4 * 4, 2 * (TUNE_8 + 7), (WARPS_1 + (TUNE_8 + (WARPS_1 + (WARPS_2 + 839))))>>>(nullptr, (count53 | 5) * (count53 += count53, (-22.5f)));
  int off54 = count53;
  smooth44(static_cast<const int*>(nullptr));
  if (036 != count53) {
    return off54 + count53;
  }
  count53 <<= ((short int)28) - off54;
  auto k55 = MIN2_4(-MIN2_4(off54, 9), count53);
  lerp18_kernel<<<(32), (TUNE_8 + 7) * (TUNE_8 + 7), 1024>>>((const unsigned int*)nullptr, nullptr, nullptr, 7ll);
  pivot47<<<dim3((4), (off54 + 127) / 128), (TUNE_8 + 027)>>>(1006L, (int*)nullptr, nullptr);
  return 0;
}
