// cudagen 0.1 seed 115 valid
// features: kernel,launch,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,const_local,if,do_while,compound_assign,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define RADIUS_1 4
#define BLOCK_SIZE_2 4
#define HALF_3(x) ((x) / 2)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef BLOCK_SIZE_2
#define BLOCK_SIZE_2 48

__global__ void sweep6(const float *input7, const double *coef8, double q9)
{
  if (19LL != (q9 * 26)) {
    return;
  }
  q9 /= *input7;
}
constexpr double kD10 = 7.75;

__host__ __device__ void score11(bool b12)
{
  b12 = b12 < (b12 - kD10);
  if ((b12 - kD10) >= 0b100000) {
    return;
  }
  b12 = kD10 * b12;
  b12 = (b12 * kD10) + kD10;
}

__global__ void fold13(long long b14)
{
  extern __shared__ int dyn_15[];
  int lim16[(0x3)] = {int(kD10)};
  lim16[2] += (double)0x7u;
}

inline float check_shade17(float p18, double *dst19)
{
  int iter20 = 0;
  do {
    sweep6<<<(iter20 + 31) / 32, BLOCK_SIZE_2 + (RADIUS_1 + 0xc)>>>(reinterpret_cast<const float*>(dst19), nullptr, +(dst19[iter20] + (*dst19)));
    ++iter20;
  } while (iter20 < 2);
  sweep6<<<2 * 0b10, 32 * 0b10>>>(reinterpret_cast<const float*>(dst19), dst19, p18);
  p18 /= iter20 + (iter20 + iter20);
  p18 = iter20;
  fold13<<<0x80, 0b10000000>>>(0x28 - dst19[0x2]);
  return 9.375F;
}

int main(void)
{
  int n21 = 2685;
  const float base22 = check_shade17(HALF_3(n21), (double*)nullptr) + check_shade17(BLOCK_SIZE_2, nullptr);
  n21 = sizeof(float) - n21;
  score11(n21 <= base22);
  fold13<<<(n21 + 255) / 0x100, 256>>>((kD10 - n21) / ((int)kD10));
  int stride23[2] = {9};
  return 0;
}
