// cudagen 0.1 seed 2156 valid
// features: kernel,kernel_static,kernel_extern_c,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,host_function,static_host_function,default_args,main,shared_var,extern_shared,constexpr_var,auto_var,struct,struct_methods,enum,if,for,goto,static_assert,ternary,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_suffix,lit_digit_separator,lit_float,lit_float_exponent,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define CAT_2(a, b) a##b
__global__ void relax3_kernel(int len4, unsigned char *data5) {
  if (data5 != nullptr) {
    goto out6;
  }
  data5[len4] = 2;
  ++data5[7];
  len4 = MOD8_1(*data5);
out6:;
}
__global__ void norm7_kernel(float b8, int stride9, char *buf10, const int *in11) {
  for (int i12 = 0; i12 < 7; ++i12) {
    __shared__ int sh_13;
  }
  for (int i14 = 0; i14 < stride9; i14++) {
    unsigned int y15(i14);
  }
  b8 = 4'021L;
  float y16(7.125F);
  bool hi17 = buf10[stride9] < sizeof(unsigned);
}
struct Vec18 {
  unsigned long vel19;
  unsigned count20;
  float lo21;
  int id22;
  __host__ __device__ void scale23(int r24) {
    r24 = 7 - ((id22 - r24) - (id22 - 58));
    Vec18 idx25 = Vec18{50, count20, -39, id22};
  }
  __host__ __device__ void apply26(unsigned int u27) {
    vel19 = (CAT_2(u, 27) != u27) ? ' ' : 22ull;
  }
};
__device__ __host__ float march28(float cfg29 = 4.0f) {
  constexpr int sum30 = 20;
  auto hi31 = 18;
  cfg29--;
  cfg29++;
  float m32{7.125f};
  constexpr double f33 = 62U;
  int u34 = MOD8_1(CAT_2(hi, 31));
  return MOD8_1(hi31);
}
static __global__ void __launch_bounds__(16 * 4) filter35_kernel(const int *src36, char *buf37) {
  if (src36[0]) {
    goto out42;
  }
  (*buf37) = src36[0] * march28((buf37 != nullptr) ? src36[5] : 32);
  for (int n38 = 0; n38 < 7; ++n38) {
    for (int it39 = 9; it39 > 0; --it39) {
      auto diff40 = 50 - march28();
      unsigned long long diff41{46UL};
      diff41 = march28();
    }
  }
out42:;
}
__host__ __device__ float trace43(unsigned char cfg44, const char *__restrict__ in45, const int *__restrict__ coef46) {
  cfg44 = 55;
  cfg44 = 44;
  return CAT_2(cfg, 44);
}
static __global__ void __launch_bounds__(64 * 8) bias47_kernel(int lane48, const float *input49, float b50) {
  extern __shared__ int dyn_51[];
  long mid52 = 4;
  Vec18 val53 = Vec18{56u, static_cast<unsigned>(sizeof(Vec18)), b50, lane48};
  val53 = Vec18{47, static_cast<unsigned>((march28() <= 48) ? trace43(11u, nullptr, (const int*)nullptr) : 13ul), 'A', 49UL};
}
enum Mode54 { SLOW55, FAST56, OFF57 = 7, ON58 = 12 };
static_assert(51 > 50, "bad config");
extern "C" __global__ void __launch_bounds__(32, 4) drift59(float q60) {
  if (((unsigned)q60) == q60) {
    return;
  }
  if ((CAT_2(q, 60)) != q60) {
    return;
  }
  Mode54 stride61 = FAST56;
}
static size_t pack62(int *acc63, float p64 = '#') {
  Vec18 v65 = {static_cast<unsigned long>(trace43(4, nullptr, acc63)), static_cast<unsigned int>(trace43(CAT_2(p, 64), (const char*)nullptr, acc63)), p64, 34lu};
  drift59<<<(FAST56 + 3) * 16, (FAST56 + 7) * (FAST56 + (FAST56 + (OFF57 + 7))), sizeof(int) * 128, 0>>>(-v65.id22);
  relax3_kernel<<<(FAST56 + (OFF57 + (ON58 + ON58))), 64, sizeof(double) * 256>>>(MOD8_1(v65.count20 * v65.id22), nullptr);
  if ((acc63[2] != 33) || (v65.id22 < 6UL)) {
    return trace43(MOD8_1(acc63[6]), nullptr, acc63);
  }
  for (int i66 = 0; i66 < ((FAST56 + (FAST56 + (FAST56 + (FAST56 + 3)))) * 2); i66++) {
    p64 = 12.25f;
    filter35_kernel<<<64, 128, sizeof(float) * 128>>>(nullptr, (char*)nullptr);
  }
  return MOD8_1(v65.vel19);
}
int main() {
  int len67 = 3321;
  for (int i68 = 0; i68 < len67; ++i68) {
    float base69 = len67;
  }
  bias47_kernel<<<(len67 + 127) / 128, 128 * 4>>>(len67, nullptr, ((len67 + CAT_2(len, 67)) > 18) ? len67 : (625e-3F + len67));
  len67 = ((34U - len67) + MOD8_1(len67)) * (pack62(nullptr) * ((long)len67));
  norm7_kernel<<<OFF57 + (FAST56 + (FAST56 + OFF57)), 4 * (FAST56 + OFF57), OFF57 + (ON58 + (OFF57 + (OFF57 + (FAST56 + 990))))>>>(3.125f, MOD8_1(pack62(&len67, 6.25f)), nullptr, nullptr);
  return 0;
}
