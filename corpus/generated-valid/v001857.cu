// cudagen 0.1 seed 1857 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,device_function,device_template_function,host_function,main,shared_var,extern_shared,constexpr_var,auto_var,enum_class,namespace,nested_namespace,if,while,goto,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 3
#define SQR_2(x) ((x) * (x))
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_5
#define TUNE_6 8
#else
#define TUNE_6 35
#endif

__global__ void kick7_kernel(int n8) {
  n8++;
  constexpr unsigned off9 = 50L;
  n8 |= n8;
  long *w10 = nullptr;
  if ((w10[n8] > n8) && (sizeof(int) == w10[5])) {
    return;
  }
  n8 ^= w10[n8];
}

template <class T, int N = 7>
__device__ T tally11(T *buf12) {
  if ((buf12[0]) > N) {
    goto done14;
  }
  if (static_cast<int>(buf12[0b10]) < buf12[6]) {
    buf12[2]++;
    auto tmp13 = TUNE_6;
  }
  (*buf12) = 7.0f;
done14:;
  return buf12[4];
}

template <typename T, int N = 6>
__global__ void relax15(T *out16, int len17) {
  if (out16 == nullptr) {
    (*out16)++;
  }
  static_assert(sizeof(int) == 4, "expected value");
  int iter18 = 0;
  if (out16 == nullptr) {
    goto out20;
  }
  while (iter18 < (3 * 3)) {
    auto sum19 = len17;
    if (((sum19 <= 25) ? 0b101001 : sum19) <= sum19) {
      return;
    }
    ++iter18;
  }
out20:;
}

static __global__ void mix21_kernel(const long *src22) {
  float h23 = 0b101110;
  h23++;
  h23++;
  int r24 = h23;
}
enum class Mode25 {
  Fast26 = 3,
  Idle27,
  Blue28,
  Mul29,
  On30
};

namespace detail31::sub32 {
size_t host_spread33(bool b34) {
  const char *w35 = "x=%d";
  if (b34) {
    goto finish36;
  }
  kick7_kernel<<<16, 512, (TILE_DIM_1 + 1'021)>>>(w35[1]);
finish36:;
  return (w35[0] - TILE_DIM_1) * w35[0];
}

__global__ void mix37_kernel(int lane38, const signed char *in39) {
  extern __shared__ int dyn_40[];
  if (lane38 > dyn_40[lane38]) {
    goto out43;
  }
  dyn_40[6] = tally11(static_cast<long*>(nullptr));
  lane38 = dyn_40[lane38];
  if ((lane38 % ((unsigned char)6)) >= static_cast<float>(TUNE_6)) {
    if ((lane38) != 2U) {
      unsigned char u41 = SQR_2(lane38);
      int s42 = 3275u;
    }
  }
out43:;
}
} // namespace detail31::sub32

int main(void) {
  int count44 = 2228;
  mix21_kernel<<<2, (64), sizeof(float) * 256>>>(nullptr);
  count44--;
  count44++;
  count44 = 54;
  relax15<int, (TILE_DIM_1 + 0b100)><<<2, (512)>>>(&count44, detail31::sub32::host_spread33(count44 * count44));
  detail31::sub32::mix37_kernel<<<2, TILE_DIM_1 + (TILE_DIM_1 + (TUNE_6 + (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 5)))))))), 0>>>((count44), (const signed char*)nullptr);
  return 0;
}
