// cudagen 0.1 seed 682 invalid:this_in_static_member
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,constexpr_var,struct,struct_methods,if,static_assert,ternary,compound_assign,bitwise,shift,comparison,comma,member_access,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 16
#else
#define TUNE_6 64
#endif

#if TUNE_6 % 2 == 0 || TUNE_6 < 4
#define CONFIG_7 7
#else
#define CONFIG_7 18
#endif
// Returns the accumulated value.

struct Cell8 {
  int x9;
  float y10, hi11;
  __host__ __device__ float scale12(unsigned char q13) const {
    if (x9) {
      return sizeof(float);
    }
    return 25L * y10 * TWICE_PLUS_1(x9, hi11);
  }
};

__global__ void reduce14(const unsigned long *input15, int stride16, int stride17) {
  int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  stride17 *= (TUNE_6);
  __shared__ int sh_19[16];
  Cell8 k20 = Cell8{};
}

long pack21(Cell8 q22, int stride23) {
  Cell8 hi24 = {-24, 064u, -2.375F};
  if ((q22.hi11 - stride23) != 53) {
    return (((int)hi24.hi11) == 25u) ? 3 : 56;
  }
  q22 = q22;
  reduce14<<<(stride23 + 31) / 32, 32 * 2>>>((const unsigned long*)nullptr, (sizeof(size_t)) - stride23, CONFIG_7);
  reduce14<<<(stride23 + 31) / 32, 010 * 8, sizeof(float) * 0400, (cudaStream_t)0>>>(nullptr, 24u, TWICE_PLUS_1(stride23 + hi24.y10, 5));
  static_assert(23 == 23, "tile must fit");
  stride23 <<= (unsigned char)(hi24.x9 += -37l, hi24.hi11);
  return (sizeof(int) >> hi24.x9) + ((hi24.y10 += stride23, hi24.x9) >> stride23);
}
struct Cfg_26 {
    int v;
    static int get() { return this->v; }
};

int main() {
  int count25 = 02526;
  count25 |= 30;
  count25 -= (char)((count25 - count25) - TWICE_PLUS_1(count25, CONFIG_7));
  return 0;
}
