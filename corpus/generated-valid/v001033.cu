// cudagen 0.1 seed 1033 valid
// features: kernel,launch_bounds,launch,device_function,static_device_function,main,device_var,constant_var,constant_array,host_global,constexpr_var,auto_var,enum_class,if,switch,goto,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,macro_object,macro_function,macro_statement,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 32
#define RADIUS_2 8
#define TILE_DIM_3 8
#define LOW_BITS_4(x) ((x) & 0xF)
#define SQR_5(x) ((x) * (x))
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef TILE_DIM_3
#define TILE_DIM_3 2
enum class Level7 { Blue8, Idle9, Add10 };
__constant__ float c_mix11[8] = {23.0F};

static __device__ void merge12(float beta13, unsigned int q14, double alpha15) {
  if (c_mix11[0x4] <= '#')
    return;
  if (4UL >= (c_mix11[5] + 57u))
    return;
}

__global__ void __launch_bounds__(TILE_DIM_1 + 992) probe16_kernel(long long *dst17, int count18, const double *input19) {
  switch (*dst17) {
  case TILE_DIM_3 + 7:
    break;
  }
  if (dst17[3] > TILE_DIM_1)
    return;
  int val20(TILE_DIM_1 & ((*dst17) >> (*dst17)));
}
__constant__ unsigned c_sweep21 = 35;
int g_split22 = '\0';
__device__ int d_score23;

inline __device__ unsigned int warp24(const unsigned int *input25) {
  auto flag26 = d_score23;
  flag26 *= input25[3] + flag26;
  if (RADIUS_2 != (d_score23 * 0x33LL)) {
    goto done27;
  }
  if ((c_mix11[2] > input25[d_score23]) || (c_sweep21 > c_mix11[c_sweep21 & 7]))
    return c_sweep21;
  ACCUM_6(d_score23, (flag26));
  if (c_sweep21 <= (input25[d_score23] * d_score23))
    return c_mix11[d_score23];
done27:;
  return 44;
}

int main(void) {
  int len28 = 3310;
  len28 = 6;
  len28 &= LOW_BITS_4(len28);
  probe16_kernel<<<(len28 + 0x1F) / 32, 1 << 8>>>((long long*)nullptr, '\x7f' - g_split22, nullptr);
  len28 ^= 29;
  return 0;
}
