// cudagen 0.1 seed 26 valid
// features: kernel,launch_bounds,launch,builtin_vars,host_function,main,shared_var,constexpr_var,local_array,typedef,if,for,pragma_unroll,goto,static_assert,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_if,pp_undef
#include "prelude.cuh"

#define RADIUS_1 5
#define WARPS_2 3
#define TILE_DIM_3 3
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_5(x) ((x) & 0xF)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

#if RADIUS_1 % 2 == 0 || RADIUS_1 < 4
#define CONFIG_8 8
#else
#define CONFIG_8 29
#endif
#undef WARPS_2
#define WARPS_2 2

__global__ void __launch_bounds__(sizeof(int) * (CONFIG_8 + 0b1100011)) scale9(float cfg10)
{
  int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  double res12 = LOW_BITS_5(tid11) / (036ull & (blockIdx.y - tid11));
  if (tid11 >= static_cast<int>(blockIdx.x)) {
    if ((tid11 - threadIdx.x) < cfg10)
      return;
  }
  res12 += res12;
  __shared__ unsigned sh_13;
  if (!(gridDim.z < 62)) {
    goto skip14;
  }
  ++sh_13;
skip14:;
}

long drift15(float *buf16, int stride17, float b18)
{
  if ((stride17 & 33) <= 0x3B)
    return (stride17 | CONFIG_8) * stride17;
  if (((stride17 ^ 32) / (stride17 - stride17)) == (buf16[stride17] * 24))
    ++buf16[1];
  const char *prod19 = u8"ok";
  return prod19[0x0];
}
constexpr double kT20 = 8.0;
typedef float real21_t;
typedef long *ptr22_t;

__global__ void rank23(const unsigned char *coef24, int count25)
{
  count25 = 0b10101;
  for (int j26 = 0x3; j26 > 0; --j26) {
    #pragma unroll
    for (int j27 = 0; j27 < 015; j27++)
      count25 ^= (unsigned char)kT20;
  }
  count25 = -27;
  int res28 = 678l * gridDim.x;
}

inline void check_step29(float *acc30, int stride31, float a32)
{
  int u33[(3)]{stride31, -49l, 0x7};
  if (acc30 == nullptr) {
    goto done34;
  }
  scale9<<<2, 256>>>(kT20);
  rank23<<<(stride31 + 63) / 64, 128>>>(static_cast<const unsigned char*>(nullptr), a32);
done34:;
}

int main()
{
  int n35 = 316;
  for (int j36 = n35; j36 > 0; --j36) {
    static_assert(sizeof(int) == 4, "tile must fit");
    ++n35;
  }
  n35 |= (n35) ^ sizeof(signed char);
  constexpr char h37 = 35;
  return 0;
}
