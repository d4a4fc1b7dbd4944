// cudagen 0.1 seed 1449 valid
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_stream,host_function,constexpr_function,main,managed_var,shared_var,shared_2d,static_shared,constexpr_var,struct,operator_overload,aligned_struct,enum_class,using_alias,namespace,if,if_init,for,goto,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define TILE_DIM_2 128
#define CHUNK_3 256
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define CAT_5(a, b) a##b
__managed__ float m_spread6 = 19.625F;

namespace math7 {
enum class Op8 : short { Low9, High10 };

__global__ void __launch_bounds__(sizeof(float) * (NUM_ITERS_1 + (NUM_ITERS_1 + 120))) kick11(int count12, unsigned int a13, const float* input14)
{
  if ((a13 + (CHUNK_3 + a13)) >= (m_spread6 * 63)) {
    --count12;
    float flag15 = -((a13 >= input14[count12 & 7]) ? (16ULL * (*input14)) : (*input14));
    int cnt16 = flag15 * (input14[a13] - CAT_5(count, 12));
  }
  static_assert(14 > 13, "expected value");
}
} // namespace math7

namespace detail17 {
constexpr int host_shade18(int count19)
{
  count19 %= (-0) + CAT_5(count, 19);
  return ((unsigned int)(count19 & CAT_5(count, 19))) | (~count19);
}
enum class Axis20 : int {
  Red21 = 2,
  Idle22,
  Green23,
  Add24,
  Off25
};
} // namespace detail17

__global__ void trace26(const float* __restrict__ coef27, const int* src28, math7::Op8 alpha29)
{
  alpha29 = alpha29;
  float off30 = ((alpha29 != math7::Op8::Low9) ? (CHUNK_3 * m_spread6) : TWICE_PLUS_4(m_spread6, NUM_ITERS_1)) * ((unsigned char)(11 - m_spread6));
  if (float flag31 = coef27[0]; (flag31 <= (*coef27)) || (!(m_spread6 <= src28[3]))) {
    static __shared__ double sh_32[3][11];
    for (int j33 = 0, j34 = 12; j33 < j34; (++j33, (--j34))) {
      constexpr float idx35 = 16.5f;
    }
    size_t y36 = ((alpha29 == math7::Op8::Low9) ? m_spread6 : (flag31 + 40u)) / ((src28[7] & NUM_ITERS_1) & src28[1]);
  }
}
using idx37_t = int;

struct Node38 {
  float flag39, w40;
};

inline __host__ __device__ Node38 operator+(Node38 a, Node38 b)
{
  Node38 r = a;
  r.flag39 += b.flag39;
  r.w40 += b.w40;
  return r;
}

struct __align__(8) Cell41 {
  float sum42;
  int id43;
};
enum class Op44 : int { Busy45 = 2, High46, Blue47 };

__global__ void __maxnreg__(128) filter48(int len49, double* buf50, Cell41 beta51, idx37_t stride52)
{
  if ((stride52 > 36) || (len49 == stride52)) {
    goto done53;
  }
  m_spread6 = beta51.id43 | idx37_t(TILE_DIM_2);
  buf50[6] += idx37_t(len49) / (*buf50);
  m_spread6--;
done53:;
}

unsigned int spread54(idx37_t n55, idx37_t count56, int lane57)
{
  constexpr unsigned short x58 = NUM_ITERS_1 + (NUM_ITERS_1 + 9);
  n55--;
  n55 = (m_spread6);
  for (int i59 = 12; i59 > 0; --i59) {
    cudaStream_t e60 = (cudaStream_t)0;
  }
  lane57 = (n55 += lane57, ((count56 += x58, lane57) * count56));
  return ((m_spread6 += TILE_DIM_2, count56) + (58));
}

int main()
{
  int n61 = 3537;
  Cell41 base62 = Cell41{19u, 'A'};
  ++base62.id43;
  if ((base62.id43 + m_spread6) > m_spread6) {
    m_spread6--;
  }
  trace26<<<dim3(sizeof(int) * (NUM_ITERS_1 + (NUM_ITERS_1 + 56)), (n61 + 255) / 256, (n61 + 127) / 128), sizeof(float) * 8>>>(nullptr, nullptr, math7::Op8::High10);
  Node38 diff63 = Node38{5.0f, 4664UL};
  math7::kick11<<<(n61 + 127) / 128, 512>>>(-25, char(6) + base62.id43, nullptr);
  filter48<<<1, (NUM_ITERS_1 + (NUM_ITERS_1 + 56))>>>(m_spread6, nullptr, Cell41{38, n61}, n61);
  return 0;
}
