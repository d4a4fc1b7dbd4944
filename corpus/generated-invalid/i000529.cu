// cudagen 0.1 seed 529 invalid:qualified_member_declaration
// features: kernel,launch,host_device_function,host_function,constexpr_function,main,device_var,host_global,constexpr_var,local_array,auto_var,const_local,enum,enum_class,anon_namespace,if,goto,static_assert,ternary,bitwise,logical,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_statement,comments
#include "prelude.cuh"

#define TILE_DIM_1 128
#define BLOCK_SIZE_2 128
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

constexpr __host__ __device__ int sift6(int stride7)
{
  constexpr double flag8 = 1;
  stride7 = 41;
  return 'z';
}

__global__ void count9(char q10, float *acc11, int len12)
{
  auto val13 = (sift6(acc11[q10 & 7]) >= (((*acc11) >= acc11[len12]) ? q10 : q10)) ? sizeof(size_t) : q10;
  len12 = (55 + ((*acc11) - acc11[3])) - sift6(len12 + 13);
  double k14[3] = {double(val13)};
}
enum Mode15 { SLOW16, HIGH17 = 3, RED18 = 9 };
static int g_trace19;
/* Returns the accumulated value. */

__host__ __device__ int tile20(unsigned int q21, int n22)
{
  if ((n22 != n22) || (q21 < q21)) {
    return u8'#';
  }
  if ((q21 > 50u) || (n22 >= 5)) {
    return (26ul % n22) + sift6(q21);
  }
  return sift6((n22 <= q21) ? 21U : n22);
}

__global__ void mix23_kernel(int *acc24)
{
  (*acc24) = 15l;
  acc24[2] = (acc24[3] == (31 * acc24[3])) ? unsigned(acc24[3] - acc24[5]) : sift6(*acc24);
  Mode15 res25 = SLOW16;
  auto t26 = acc24[5];
  float y27 = sizeof(int);
  if ((res25 * acc24[7]) <= y27) {
    goto skip28;
  }
  (*acc24) = ((res25 - 36) % res25) + (tile20(TILE_DIM_1, -358) / static_cast<int>(y27));
skip28:;
}
static __device__ int d_sift29;

namespace {
enum class Axis30 {
  Blue31,
  Idle32,
  Busy33,
  Idle34,
  Fast35
};
} // namespace

inline unsigned int host_gather36(Mode15 b37)
{
  g_trace19 = b37;
  float acc38 = +tile20(BLOCK_SIZE_2, g_trace19 & b37);
  return sift6(g_trace19);
}
struct Q_41 {
    void Q_41::run();
};

int main()
{
  int n39 = 265;
  count9<<<(n39 + 63) / 64, HIGH17 + (RED18 + 20)>>>(044, (float*)nullptr, n39);
  count9<<<(g_trace19 + 63) / 64, RED18 + (RED18 + (RED18 + 37))>>>(tile20(44, BLOCK_SIZE_2) - g_trace19, nullptr, -59L);
  g_trace19 = n39;
  const unsigned int idx40 = tile20(tile20(n39, host_gather36(RED18)), sift6(sift6(n39)));
  static_assert(sizeof(int) == 4);
  mix23_kernel<<<(n39 + 127) / 128, (RED18 + 503)>>>(nullptr);
  return 0;
}
