// cudagen 0.1 seed 969 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,host_function,static_host_function,main,managed_var,shared_var,shared_2d,constexpr_var,local_array,namespace,if,if_else,if_init,for,switch,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_string,lit_string_prefix,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_paste,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 256
#define WARPS_2 256
#define NUM_ITERS_3 128
#define SQR_4(x) ((x) * (x))
#define CAT_5(a, b) a##b
#undef WARPS_2
#define WARPS_2 24

__global__ void __launch_bounds__(0x200) merge6_kernel(long long* out7, char q8, bool a9, const double* in10)
{
  q8 |= out7[q8];
  for (int i11 = 0; i11 < 5; ++i11) {
    float lim12 = i11;
    out7[i11] = ((-CAT_5(q, 8)) + q8) * ((q8 != a9) ? (-q8) : a9);
  }
  __shared__ float sh_13[14][2];
}

namespace kern14 {
float host_reduce15(long* __restrict__ acc16, const int* __restrict__ in17, int* __restrict__ out18)
{
  --acc16[3];
  merge6_kernel<<<dim3(0b1, 1 << 0x9, sizeof(int) * (WARPS_2 + (WARPS_2 + 80))), 128 * 4>>>(nullptr, 58 * (*in17), ((out18[4] & WARPS_2) * acc16[0x3]) == (out18[3] - 1992U), (const double*)nullptr);
  if ((((*in17) + 5) & 1)) {
    merge6_kernel<<<sizeof(int) * 128, 128>>>(nullptr, 0x1e, (!(out18[0x6] <= 64UL)) || (acc16[4] >= out18[0]), (const double*)nullptr);
    ++(*out18);
    const char* base19 = "x=%d";
  } else if (double lo20 = -10.625f; SQR_4(SQR_4(lo20)) > (*out18)) {
    if (out18[6] < acc16[0x3]) {
      return 8.375F;
    }
  }
  return ~((*out18) + in17[4]);
}
} // namespace kern14
__managed__ short m_score21 = 30;

namespace impl22 {
static int run_pack23(int len24, int len25, const int* input26)
{
  short int res27[3]{'0', m_score21, 44};
  if (len25 < (*input26)) {
    return +(WARPS_2 + res27[len24]);
  }
  const char* base28 = u8"warp size";
  len25 = base28[0x1];
  return ((11 + len25) * int(22)) + 25U;
}
} // namespace impl22

namespace util29 {
static __global__ void __launch_bounds__((NUM_ITERS_3 + 01600)) stencil30_kernel(short* out31, int lane32, int stride33, int n34)
{
  if (n34 > out31[lane32 & 0x7]) {
    return;
  }
  if (m_score21 > out31[lane32 & 7]) {
    return;
  }
  static_assert(62 == 62);
  for (int it35 = 0; it35 < 11; it35 += 0x3) {
    --stride33;
    m_score21 >>= lane32;
  }
}
} // namespace util29

static float check_drift36(int stride37, int stride38, int stride39)
{
  stride39 -= impl22::run_pack23(stride37, 47, nullptr) * (m_score21 - (stride39 * m_score21));
  stride37 |= (35 - impl22::run_pack23(13ULL, 0b111011UL, &stride37)) + stride39;
  util29::stencil30_kernel<<<dim3(0x1), dim3((stride39 + 0x3F) / 64, 0x1 << 0x9)>>>(&m_score21, impl22::run_pack23(stride38, WARPS_2 - stride39, &stride37), 16, (kern14::host_reduce15(nullptr, &stride39, &stride37)));
  return impl22::run_pack23(SQR_4(stride39) - (TILE_DIM_1 << CAT_5(stride, 37)), impl22::run_pack23(TILE_DIM_1 + m_score21, m_score21, &stride38), &stride38);
}

int main()
{
  int len40 = 1'259;
  --m_score21;
  impl22::run_pack23(m_score21, m_score21, &len40);
  switch (m_score21) {
  case 3:
    break;
  case 0:
    len40 ^= len40 * 36;
    break;
  case 5:
    util29::stencil30_kernel<<<(len40 + 127) / 128, WARPS_2 + 488>>>((short int*)nullptr, 2, (0x374), impl22::run_pack23(m_score21, kern14::host_reduce15((long*)nullptr, &len40, &len40), (const int*)nullptr));
    break;
  case (7):
    break;
  }
  return 0;
}
