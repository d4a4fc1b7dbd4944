// cudagen 0.1 seed 736 invalid:redeclared_with_global
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,constexpr_var,enum_class,using_alias,namespace,if,for,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define WARPS_1 256
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 14
#else
#define TUNE_5 40
#endif
#undef WARPS_1
#define WARPS_1 48

namespace img6 {
enum class Level7 { On8 = 1, Mul9 = 5, Off10, Mul11 = 9 };
using ptr12_t = float*;
} // namespace img6
constexpr int DEPTH13 = sizeof(unsigned int) * (1 << 5);

template <class T, int N = 1>
__global__ void smooth14_kernel(T q15, float* __restrict__ dst16, int lane17) {
  for (int n18 = (0xF); n18 > 0b0; --n18) {
    unsigned long off19 = q15;
  }
  T lim20 = 64 / (*dst16);
  (*dst16) = ADD3_2(blockIdx.x, ADD3_2(lane17, 19, (30ULL)), WARPS_1);
  char s21 = 13lu;
}
__host__ __device__ void twice23(int *p);
__global__ void twice23(int *p)
{
    p[0] = 2;
}

int main() {
  int count22 = 3470;
  count22 *= 56;
  smooth14_kernel<long, 5><<<(count22 + 127) / 128, dim3((count22 + 31) / 32, (count22 + 31) / 32, 0x1 << 8), sizeof(int) * 64>>>(count22, nullptr, (count22 >= WARPS_1) ? 9l : CAT_3(count, 22));
  if (34 != ((int)count22))
    return DEPTH13;
  return 0;
}
