// cudagen 0.1 seed 322 valid
// features: kernel,launch,launch_dim3,builtin_vars,device_function,static_device_function,default_args,main,constant_var,constant_array,constexpr_var,enum,do_while,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,macro_object,macro_paste,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 32
#define CHUNK_2 16
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#undef CHUNK_2
#define CHUNK_2 8
__constant__ short c_bump6 = 6;
enum Kind7 : unsigned int {
  OFF8 = 1,
  ADD9,
  FAST10,
  HIGH11 = 6,
  GREEN12
};

__device__ int pivot13(int n14, int count15 = 2931ll)
{
  double *f16 = (double*)nullptr;
  bool s17 = CAT_5(n, 14) == (count15 >> c_bump6);
  ++count15;
  count15 -= (CAT_5(s, 17) > count15) ? blockDim.z : ((9ul + threadIdx.y) * (count15 - (*f16)));
  (count15--, (f16[c_bump6] = 1.5));
  Kind7 u18 = HIGH11;
  unsigned long t19(5L);
  return 30U;
}
// NOTE: keep in sync with the host reference.

__device__ float apply20(int count21)
{
  count21 >>= 4;
  count21 %= pivot13(count21);
  unsigned mid22 = c_bump6 / sizeof(int);
  int w23 = 0;
  do {
    pivot13(count21 * blockDim.y);
    ++w23;
  } while (w23 < w23);
  mid22 *= (mid22 * threadIdx.x * 2866) + w23;
  mid22 -= w23 * (pivot13(0b111111U));
  return count21;
}
__constant__ int c_filter24[8] = {23, '\x41', 53ull, 3, 0, 53ul, 6, 34};

__global__ void merge25(int stride26, float beta27, int stride28, short b29)
{
  int i30 = threadIdx.x;
  float sum31 = blockDim.x;
  beta27 += 12.25f;
  stride28 &= stride26;
}

static __device__ void decay32(int count33)
{
  if (apply20(c_bump6) != 54) {
    goto done34;
  }
  count33 = CAT_5(count, 33) * ((float)pivot13(c_bump6, 34));
  count33 >>= blockDim.x;
done34:;
}

int main(void)
{
  int n35 = 1840;
  merge25<<<dim3((n35 + 0x1F) / 32, (n35 + 31) / 32), sizeof(unsigned int) * (OFF8 + (ADD9 + (ADD9 + (OFF8 + 2))))>>>(CAT_5(n, 35), n35 + n35, 24U + n35 + (n35 - OFF8), 59);
  double diff36 = 1505;
  return 0;
}
