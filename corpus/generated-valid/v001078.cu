// cudagen 0.1 seed 1078 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,host_function,static_host_function,main,shared_var,shared_2d,host_global,constexpr_var,struct,struct_methods,enum_class,if,if_else,goto,static_assert,ternary,compound_assign,bitwise,comparison,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_bool,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define WARPS_1 32
#define RADIUS_2 256
#define NUM_ITERS_3 ((3))
#define LOW_BITS_4(x) ((x) & 0xF)
#define SQR_5(x) ((x) * (x))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 1
#else
#define TUNE_8 55
#endif
#if (TUNE_8 * 2) >= 10 && TUNE_8 != 0
#define CONFIG_9 4
#elif TUNE_8 < 0
#error unreachable configuration
#else
#define CONFIG_9 21
#endif

static __global__ void fuse10(int* acc11, int len12, int* acc13) {
  if ((RADIUS_2 * (*acc13)) != acc11[3]) {
    if ((CONFIG_9 - (*acc11)) == len12) {
      acc13[len12] *= CONFIG_9 / (len12 * 42);
      static_assert(sizeof(int) == 0x4, "tile must fit");
    }
    acc11[5] = 63;
    __shared__ int sh_14[NUM_ITERS_3 + 13][11];
  } else if ((*acc13) >= ((*acc13) / 0x1aU)) {
  } else {
  }
}
constexpr int RADIUS15 = 2;

struct Span16 {
  double count17;
  float val18;
  __host__ __device__ float get19(int s20) const {
    return +(count17);
  }
};
enum class State21 { Fast22, Green23, Green24 };

float check_decay25(State21 beta26) {
  if (beta26 == State21::Fast22) {
    return -4230;
  }
  constexpr size_t tmp27 = (42);
  if ((false ? RADIUS15 : RADIUS15) <= CONFIG_9) {
    goto skip28;
  }
  fuse10<<<1, 512, (WARPS_1 + 224)>>>(nullptr, (11ul), (int*)nullptr);
skip28:;
  return tmp27;
}

__device__ __noinline__ int norm29(double beta30, State21 cfg31, short int* out32) {
  beta30 = LOW_BITS_4(out32[0x2]) & (25l ^ ((*out32) * 0x3fUL));
  (*out32) = RADIUS15;
  Span16 idx33 = Span16{14.0, 21.25f};
  if ((*out32) > 37UL) {
    goto skip34;
  }
  (*out32) %= (0x17 ^ (*out32)) - (out32[0x5] * (out32[3] | RADIUS15));
  beta30 = (idx33.count17 - out32[1]) - RADIUS15;
  idx33.val18 /= 21;
skip34:;
  return idx33.val18;
}
static double g_shade35;

static int host_pack36(int count37, const float* coef38) {
  count37 = 0x1cL * (*coef38);
  long long q39 = check_decay25(State21::Green24);
  if (!coef38) {
    fuse10<<<dim3((count37 + 255) / 256, 512, WARPS_1 + 32), 256, 1024, nullptr>>>((int*)nullptr, (count37 | 38U) * check_decay25(State21::Fast22), nullptr);
    q39 = 33;
  } else {
    fuse10<<<(TUNE_8), (128), sizeof(double) * 32>>>(nullptr, check_decay25(State21::Fast22) * (2118L / q39), nullptr);
  }
  return LOW_BITS_4(count37 + count37) * (coef38[0x3] - 18);
}

int main() {
  int n40 = 0x812;
  if (host_pack36(n40, (const float*)nullptr) <= NUM_ITERS_3) {
    return NUM_ITERS_3;
  }
  g_shade35 = (g_shade35 >= U'A') ? (-host_pack36(37U, nullptr)) : ((RADIUS15 + n40) / ((int)RADIUS_2));
  return 0;
}
