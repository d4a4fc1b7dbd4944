// cudagen 0.1 seed 218 invalid:subscript_non_array
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,static_host_function,main,managed_var,constexpr_var,struct,struct_template,enum,if,if_init,while,ternary,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,alignof,macro_function,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 6
#else
#define TUNE_3 39
#endif

#if TUNE_3 % 2 == 0 || TUNE_3 < 4
#define CONFIG_4 1
#else
#define CONFIG_4 12
#endif
#undef TUNE_3
#define TUNE_3 8
// Computes one element per thread.

template <typename T>
struct Span5 {
  T hi6, weight7;
  T hi8;
  __host__ __device__ void bump9(T v10)
  {
    weight7 = 10l - (weight7 - weight7);
    T idx11 = 1UL * hi6;
  }
};

__global__ void __maxnreg__(32) fuse12_kernel(int *__restrict__ buf13, float *dst14, long beta15, float *data16)
{
  if ((beta15 + (*dst14)) <= beta15)
    return;
  if ((MIN2_1(beta15, *buf13) * (TUNE_3 - (*dst14))) >= (beta15 - 44U)) {
    int pass17 = 0;
    while (pass17 < 11) {
      ++buf13[beta15];
      int flag18 = buf13[6];
      ++pass17;
    }
  }
}
__managed__ unsigned m_clamp19 = 41;
// Returns the accumulated value.

static __host__ void check_count20(char *out21, const unsigned long long *__restrict__ coef22)
{
  (*out21) = +((out21[4] != 39) ? (((*out21) != m_clamp19) ? (*out21) : 49ll) : 0x38);
  fuse12_kernel<<<CONFIG_4 + (TUNE_3 + (CONFIG_4 + 502)), 32, sizeof(double) * 32>>>(nullptr, (float*)nullptr, out21[1], nullptr);
  fuse12_kernel<<<dim3(16, (CONFIG_4 + (TUNE_3 + 247)), (m_clamp19 + 63) / 64), dim3(64, 4), sizeof(double) * 256, (cudaStream_t)0>>>(nullptr, (float*)nullptr, (int)(out21[m_clamp19] * out21[1]), (float*)nullptr);
}
enum Axis23 { ON24, IDLE25, LOW26 };
constexpr float kW27 = 8.0F;
__managed__ int m_kick28 = 53;

static int run_update29(unsigned cfg30, unsigned char cfg31)
{
  char m32 = m_clamp19;
  cfg31 = cfg31 + (IDLE25 - cfg30);
  if (((int)cfg30) >= 24ll)
    return (float)m_clamp19;
  return MIN2_1(+cfg30, kW27);
}

int main()
{
  int n33 = 751;
  n33 = n33[1];
  Span5<long> x34 = {12L, 442l, 44};
  if (int res35 = (9l + m_clamp19); n33 <= (x34.weight7 += alignof(double), x34.hi8)) {
    if (res35 > run_update29(59, 29)) {
      ++res35;
      int stride36(x34.hi8);
      check_count20(nullptr, nullptr);
    }
  }
  return 0;
}
