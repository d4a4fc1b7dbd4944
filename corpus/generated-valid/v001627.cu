// cudagen 0.1 seed 1627 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,device_function,default_args,main,device_var,constexpr_var,if,do_while,nested_block,ternary,logical,comparison,comma,lit_int_suffix,lit_float,lit_char,lit_bool,cast_c,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define RADIUS_1 128
#define WARPS_2 32
#define BLOCK_SIZE_3 (64)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_7(x) #x
#define STR_8(x) STR_IMPL_7(x)

__device__ int kick9(int lane10, int n11 = 5)
{
  int lim12{47UL};
  float f13 = (17.875f - n11) + (lim12 += n11, 45U) + n11;
  int iter14 = 0;
  do {
    lane10 = MAX2_5((((iter14 <= iter14) ? iter14 : '0') * (n11 * BLOCK_SIZE_3)), BLOCK_SIZE_3);
    int base15 = MIN2_4((float)(iter14 - lane10), (lane10 + 11) * iter14);
    ++iter14;
  } while ((iter14 < 10) && ((f13 - lane10) > lim12));
  return ((13 - n11) * MAX2_5(n11, iter14)) + 4924;
}
__device__ long long d_step16 = WARPS_2 + 17;

static __global__ void __launch_bounds__(64) update17_kernel(float a18, int count19)
{
  if (count19) {
    return;
  }
  bool sum20 = count19 - (false + a18);
}

int main(void)
{
  int count21 = 3538;
  unsigned z22 = count21 + 34;
  {
    float u23 = z22;
    update17_kernel<<<(z22 + 31) / 32, dim3(512, 8)>>>(count21, 28ul + (count21 + 2));
  }
  return 0;
}
