// cudagen 0.1 seed 100 invalid:nonconst_reference_binding
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,main,shared_var,static_shared,constexpr_var,enum_class,if,for,nested_block,static_assert,ternary,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_object,pp_if
#include "prelude.cuh"

#define RADIUS_1 256
#define TILE_DIM_2 32
#define TILE_DIM_3 8
#if TILE_DIM_2 == 32
#define CONFIG_4 4
#elif TILE_DIM_2 < 0
#error unreachable configuration
#else
#define CONFIG_4 24
#endif

inline __host__ __device__ float mix5(int *out6, double p7)
{
  out6[3]--;
  for (int j8 = 0; j8 < (TILE_DIM_3 + CONFIG_4); ++j8) {
    double x9(-(-20.0));
    float u10 = x9;
  }
  unsigned h11 = (out6[0b11] / 3703) / ((p7 * 59) - 01445);
  static_assert((sizeof(float) * (CONFIG_4)) > 15, "bad config");
  return unsigned(((long)26) - (p7 + RADIUS_1));
}

__global__ void __launch_bounds__(1 << 5) merge12(int count13, float *buf14)
{
  buf14[6] = float(mix5((int*)nullptr, sizeof(float)));
  (--count13, (count13 *= (((float)count13) == (321 * (*buf14))) ? count13 : 64UL));
}

static __global__ void __launch_bounds__(0100) pack15(float beta16, unsigned *out17)
{
  {
    ++beta16;
    for (int n18 = 0b110; n18 > 0; --n18) {
      for (int j19 = 0b0; j19 < (TILE_DIM_3 + 0b100); j19 += 2) {
        beta16 *= n18;
        beta16 -= ((063) != mix5(nullptr, 10)) ? out17[j19] : (out17[7] << 0);
      }
    }
  }
}
enum class Axis20 : int { Red21, Mul22, High23 };

__global__ void norm24(int *__restrict__ dst25)
{
  for (int j26 = 0; j26 < 9; j26 += 1) {
    static __shared__ float sh_27[sizeof(unsigned int) * 16];
  }
  dst25[1] *= dst25[3] >> dst25[1];
  if (!(dst25[0] > (*dst25))) {
    return;
  }
}

int main()
{
  int len28 = 376;
  float f_29 = 2.0f;
  int &r_29 = f_29;
  len28 += mix5(&len28, (+len28) / len28);
  if ((len28 ? 39 : len28) != 22) {
    return 37;
  }
  (len28--, (len28 = 35));
  (len28++, (len28 = mix5(&len28, (len28) / mix5(&len28, TILE_DIM_3))));
  mix5(&len28, (len28 <= 28U) ? mix5(&len28, len28) : ((char)len28));
  merge12<<<sizeof(unsigned int) * CONFIG_4, 1 << (CONFIG_4 + 4)>>>(mix5(&len28, RADIUS_1), nullptr);
  pack15<<<2 * 0b10000, sizeof(int) * TILE_DIM_2>>>(RADIUS_1, (unsigned int*)nullptr);
  norm24<<<128 * 2, (TILE_DIM_3 + 56) * 2, sizeof(int) * 256, 0>>>(nullptr);
  return 0;
}
