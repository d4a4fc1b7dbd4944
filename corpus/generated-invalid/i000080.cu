// cudagen 0.1 seed 80 invalid:call_bad_arg_type
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,device_function,device_noinline,host_function,static_host_function,default_args,main,shared_var,static_shared,constexpr_var,auto_var,enum,using_alias,namespace,if,if_else,for,goto,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_launch,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))

#ifdef USE_FAST_PATH_3
#define TUNE_4 9
#else
#define TUNE_4 17
#endif
#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 1
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 13
#endif
#undef TUNE_4
#define TUNE_4 8
using idx6_t = unsigned int;

__device__ int smooth7(float* buf8, int lane9 = ' ')
{
  if (buf8 != nullptr) {
    goto finish10;
  }
  if (!lane9) {
    ++lane9;
  } else {
    buf8[6] *= 5 - lane9;
  }
finish10:;
  return TUNE_4;
}
enum Kind11 {
  OFF12,
  OFF13,
  HIGH14 = 7,
  HIGH15 = 10,
  BLUE16
};

__global__ void __launch_bounds__(4 * (HIGH15 + 6), 2) reduce17(int n18)
{
  if (!(sizeof(float) > n18)) {
    goto done22;
  }
  for (int i19 = 0; i19 < n18; i19 += 4) {
    static __shared__ double sh_20[8];
    int stride21 = 0x21;
  }
done22:;
}

namespace impl23 {
__device__ int gather24(float alpha25, float q26, int stride27 = 26L)
{
  --alpha25;
  q26 = HIGH15;
  char tmp28 = -stride27;
  auto h29 = (q26 += 0b101111, TWICE_PLUS_2(+alpha25, smooth7(&alpha25)));
  return static_cast<short>(0l + alpha25) * '0';
}

__device__ __noinline__ void bump30(double* __restrict__ out31, int stride32)
{
  for (int n33 = 0x0, j34 = 10; n33 < j34; (++n33, (--j34))) {
    if (j34) {
      return;
    }
  }
  if ((*out31) == out31[stride32]) {
    return;
  }
  if (stride32) {
    return;
  }
}

inline __device__ unsigned long split35(int stride36, int n37)
{
  n37 -= smooth7((float*)nullptr, stride36 + ('0' - stride36));
  __shared__ unsigned long long sh_38[sizeof(float) * 16];
  return HIGH15 - smooth7(nullptr, (unsigned long)n37);
}
} // namespace impl23

static char run_tally39(const unsigned long* __restrict__ coef40, Kind11 q41)
{
  if ((((*coef40) + 6) - (*coef40)) != coef40[5]) {
    for (int it42 = 0, j43 = 8; it42 < j43; (++it42, (--j43))) {}
  } else if (coef40[4] > 62) {}
  return HALF_1(q41);
}
int consume49(const int *p)
{
    return p[0];
}

int main()
{
  int count44 = 2664;
  float vals50[2] = {1.0f, 2.0f};
  consume49(vals50);
  count44 += count44;
  count44--;
  if (count44 == HALF_1(count44)) {
    auto step48 = [](unsigned char r45, double u46) -> char {
      for (int it47 = 0; it47 < (7); it47 += 1) {
        reduce17<<<0b100, sizeof(unsigned int) * (HIGH15 + 0x36), sizeof(double) * 0x40>>>(+(u46 + sizeof(unsigned char)));
      }
      u46 = TWICE_PLUS_2(r45 - r45, (r45 += 077, (r45 - u46)));
      return run_tally39(static_cast<const size_t*>(nullptr), OFF12);
    };
    count44 = (0xAE5 * run_tally39(nullptr, HIGH14)) - ((count44 += count44, (-53)) * run_tally39((const unsigned long*)nullptr, BLUE16));
  }
  count44 |= count44 + (count44 * (0x20));
  return 0;
}
