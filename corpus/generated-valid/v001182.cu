// cudagen 0.1 seed 1182 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,local_array,const_local,enum,enum_class,using_alias,anon_namespace,if,for,while,do_while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_paste,pp_if
#include "prelude.cuh"

#define WARPS_1 32
#define CAT_2(a, b) a##b

#if WARPS_1 % 2 == 0 || WARPS_1 < 4
#define CONFIG_3 8
#else
#define CONFIG_3 31
#endif

__global__ void __launch_bounds__(sizeof(unsigned int) * (WARPS_1 + (WARPS_1 + (CONFIG_3 + (CONFIG_3 + (WARPS_1 + (CONFIG_3 + (CONFIG_3 + (WARPS_1 + (CONFIG_3 + 88))))))))), 1) fuse4_kernel(char* buf5, int* dst6, const int* __restrict__ src7, int* __restrict__ dst8) {
  extern __shared__ int dyn_9[];
  const unsigned long z10 = dst6[0x5];
  for (int n11 = 8; n11 > 0; --n11) {
    float lo12 = -13.5f;
    unsigned long long r13[5]{29L, 0x527u, 34, 1ull, 37};
    dyn_9[z10]--;
  }
  (*buf5) = src7[6];
}

__global__ void update14_kernel(const short int* __restrict__ input15, int n16) {
  extern __shared__ int dyn_17[];
  int pass18 = 0;
  do {
    dyn_17[0]++;
    ++pass18;
  } while (pass18 < 0xC);
  int iter19 = 0;
  while (iter19 < n16) {
    n16 = n16;
    double f20[7] = {32, static_cast<double>(12UL ^ n16), 48, 30l, 21.125f};
    int flag21((~(sizeof(int) - (*input15))) + dyn_17[n16 & 7]);
    ++iter19;
  }
  unsigned int hi22 = 5;
}
enum class Phase23 : unsigned int { Busy24, Idle25, Red26 };
using idx27_t = int;

constexpr int check_fuse28(idx27_t len29, unsigned q30) {
  len29 = CONFIG_3;
  return (15 <= (((len29 < len29) ? q30 : q30) - int(q30))) ? ((long long)CAT_2(len, 29)) : CAT_2(len, 29);
}

__global__ void score31(int len32) {
  if (len32 > (len32 * len32)) {
    len32--;
  }
  float t33 = len32;
  t33++;
  len32 = t33 - len32;
  len32 = CAT_2(t, 33);
  unsigned long tmp34[2] = {};
}

namespace {
__global__ void __launch_bounds__(0x10 * 2) score35(unsigned long long b36, idx27_t* __restrict__ acc37, unsigned* __restrict__ acc38) {
  (*acc37) %= acc37[0x0];
  unsigned f39 = sizeof(double);
  acc37[7] -= 53 * (((b36 != WARPS_1) || (acc37[0x2] <= (*acc38))) ? (31 * f39) : f39);
  const idx27_t mid40 = idx27_t(-46);
  short off41[6] = {static_cast<short>(CAT_2(b, 36) * f39), short(5 + (*acc38)), static_cast<short>(34)};
  size_t acc42 = ((((*acc37) | 4) > acc38[f39]) ? alignof(float) : (*acc38)) * (+CAT_2(f, 39));
}

__global__ void tally43_kernel(long* __restrict__ buf44) {
  extern __shared__ long dyn_45[];
  buf44[2] = *buf44;
  double cnt46 = 0.125F;
  for (int j47 = 0; j47 < (1 << 3); j47 += 2) {
    for (int it48 = 0; it48 < 0x6; it48 += 0x1) {
      if (buf44[4] != 14) {
        cnt46 /= 38;
        buf44[j47 & 7]--;
      }
    }
  }
}
enum Mode49 { MUL50, ADD51, OFF52, BLUE53 = 5 };
} // namespace

int main() {
  int n54 = 3552;
  Phase23 t55 = Phase23::Busy24;
  int iter56 = 0;
  do {
    (--n54, (n54 >>= check_fuse28(n54, (iter56 << n54) & iter56)));
    ++iter56;
  } while (iter56 < n54);
  long k57 = n54;
  const float q58 = check_fuse28((k57 != CAT_2(k, 57)) ? CAT_2(iter, 56) : iter56, check_fuse28(check_fuse28(n54, k57), k57 % 5));
  const char* tmp59 = "tile";
  fuse4_kernel<<<0x8, 0x20>>>((char*)nullptr, &n54, nullptr, nullptr);
  update14_kernel<<<256 * OFF52, 512, sizeof(unsigned int) * (BLUE53 + (CONFIG_3 + (ADD51 + (BLUE53 + (WARPS_1 + 205)))))>>>(nullptr, 39);
  score31<<<128 * OFF52, sizeof(unsigned int) * CONFIG_3, sizeof(double) * 32>>>(iter56 & (58l % tmp59[0]));
  return 0;
}
