// cudagen 0.1 seed 1812 valid
// features: kernel,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,static_shared,extern_shared,constexpr_var,local_array,enum,enum_class,if,range_for,do_while,static_assert,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b
enum Mode2 { OFF3, LOW4 };

__global__ void bias5(unsigned int* out6, int* buf7, float* acc8)
{
  if (buf7[7] >= 56)
    return;
  __shared__ int sh_9[LOW4 + (LOW4 + 254)];
  for (int flag10 : sh_9) {
    ++(*acc8);
    if (acc8[5] < (buf7[6] * LOW4))
      break;
  }
}

__global__ void probe11_kernel(int n12, short int* dst13, const long long* coef14)
{
  extern __shared__ short dyn_15[];
  unsigned long q16[4]{3'956u, static_cast<size_t>(48), 6ul, 5UL};
  q16[n12 & 3] = dst13[6];
  short w17 = q16[3];
  unsigned lim18[4] = {};
  dyn_15[5]--;
  Mode2 lo19 = OFF3;
  dyn_15[4] = lo19;
}
enum class Color20 { Green21 = 3, Add22, Blue23 };

__global__ void fold24(unsigned int q25, const float* coef26)
{
  extern __shared__ float dyn_27[];
  int v28 = 31;
  q25 = 34;
  q25 = coef26[q25 & 7] + dyn_27[5];
  if (((*coef26) * v28) == 2)
    return;
  q25--;
  v28++;
}
static_assert(sizeof(int) == 4, "tile must fit");

__global__ void __maxnreg__(128) spread29_kernel(double* acc30, int stride31, const double* in32)
{
  extern __shared__ unsigned int dyn_33[];
  Color20 q34 = Color20::Blue23;
  ++(*acc30);
  dyn_33[stride31 & 7] = 12;
  stride31++;
  int pass35 = 0;
  do {
    long m36[4]{45, 2L, 16UL, 0};
    if ((dyn_33[4] & 1))
      return;
    ++pass35;
  } while (pass35 < stride31);
}

__global__ void __launch_bounds__(LOW4 + 127) pack37(float b38, const double* input39, int len40, float cfg41)
{
  __shared__ double sh_42;
  static __shared__ long sh_43;
  cfg41 = 31u | sh_43;
  float q44 = 4.25f;
  sh_43 = sizeof(int);
  unsigned long acc45 = 4 & sh_43;
  acc45 = 59lu - CAT_1(acc, 45);
}
enum class Phase46 { Mul47 = 3, Idle48, Add49 = 8, Add50 };

int main()
{
  int count51 = 3904;
  if ((count51) <= count51)
    return 2646;
  spread29_kernel<<<dim3((count51 + 63) / 0100, (count51 + 31) / 32, (count51 + 0177) / 128), dim3(LOW4 + (LOW4 + 30)), sizeof(float) * 128, 0>>>(nullptr, count51, nullptr);
  int q52 = count51;
  bias5<<<dim3((q52 + 127) / 0200, (count51 + 0177) / 128), dim3(sizeof(float), (count51 + 255) / 256, (64)), sizeof(int) * 256, (cudaStream_t)0>>>(nullptr, nullptr, (float*)nullptr);
  probe11_kernel<<<dim3((LOW4 + (LOW4 + (LOW4 + 29))), (count51 + 31) / 32), 256>>>(q52, nullptr, nullptr);
  fold24<<<1, (LOW4 + 15) * 4, sizeof(int) * 0100>>>(count51, nullptr);
  return 0;
}
